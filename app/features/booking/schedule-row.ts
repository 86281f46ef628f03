import type { BookingPhase } from "./rules.ts";

/** One class on a day's schedule, as the page shows it (made on the server: app/routes/schedule/day.server.ts). */
export interface ScheduleRowView {
  sessionId: string;
  classSlug: string;
  className: string;
  trainer: string;
  /** "9:00am-10:00am" */
  time: string;
  phase: BookingPhase;
  /** When booking opens, where the gym is: "Mon 23 Nov, 9:00am". */
  opensLabel: string;
  spotsLeft: number;
  cancellationReason: string | null;
  /** The gym is closed that day: why ("Christmas"). */
  closure: string | null;
  myBooking: { id: string; status: "booked" | "waitlisted"; position?: number } | null;
  /** Cancelling is free until then, named with its day: "Wednesday 2 December at 7:00am". */
  freeCancellationUntil: string;
  lateCancellationNow: boolean;
  saved: boolean;
  /**
   * What booking it would use, said before booking ("Uses 1 of 7 credits, expire 14 Feb"):
   * null when the member holds nothing that covers it (Book becomes Buy a class), "" when
   * the gym books for free.
   */
  uses: string | null;
}

/** What a row shows that changes by the second: a day page's live part (decision 0175). */
export type RowPlaces = Pick<ScheduleRowView, "phase" | "spotsLeft" | "cancellationReason" | "lateCancellationNow">;

/** What a row shows of the signed-in member's own. */
export type RowMine = Pick<ScheduleRowView, "myBooking" | "saved" | "uses">;

/** What a row shows every visitor alike until the schedule changes. */
export type RowShared = Omit<ScheduleRowView, keyof RowPlaces | keyof RowMine>;

/** A row's member part for a visitor who is not signed in. */
export const notSignedIn: RowMine = { myBooking: null, saved: false, uses: null };

/** What the places column says. */
export function placesText(
  row: Pick<ScheduleRowView, "cancellationReason" | "closure" | "phase" | "opensLabel" | "spotsLeft">,
): string {
  if (row.closure !== null) return `Closed: ${row.closure}`;
  if (row.cancellationReason !== null)
    return row.cancellationReason ? `Cancelled: ${row.cancellationReason}` : "Cancelled";
  if (row.phase === "started") return "Booking closed";
  if (row.phase === "not-open") return `Booking opens ${row.opensLabel}`;
  if (row.spotsLeft > 0) return `${row.spotsLeft} ${row.spotsLeft === 1 ? "spot" : "spots"} left`;
  return "Full: join the waitlist";
}

/** The member's own state in a session: "Booked", "Waitlist #2". */
export function myStateText(myBooking: ScheduleRowView["myBooking"]): string | null {
  if (!myBooking) return null;
  return myBooking.status === "booked" ? "Booked" : `Waitlist #${myBooking.position ?? "?"}`;
}
