import { bookingsOfMember } from "#app/features/booking/availability.server.ts";
import { savedClassSlugs } from "#app/features/booking/saved-classes.server.ts";
import { readKeptSchedule, type ScheduledSession } from "#app/features/booking/schedule.server.ts";
import type { RowMine, RowPlaces } from "#app/features/booking/schedule-row.ts";
import { bookingUsesFor } from "#app/features/memberships/booking-uses.server.ts";
import type { sessionEventsJsonLd } from "#app/features/timetable/event-json-ld.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { PageMember } from "#app/platform/performance/live-in-document.server.ts";
import type { Services } from "#app/services.server.ts";

/** What a day's page shows that changes by the second or is the member's own: its live slots' values (decision 0175). */
export interface DayLive {
  /** By session id. */
  places: Record<string, RowPlaces>;
  /** The signed-in member's own, by session id; null for a visitor. */
  mine: Record<string, RowMine> | null;
  /** schema.org Events of the classes shown that have not ended (JSON-LD); none on a member's page kept for every member. */
  structuredData: ReturnType<typeof sessionEventsJsonLd> | null;
}

/** The day's classes (`all`, kept under `key`), those `shown`. */
export interface DayClasses {
  key: string;
  all: ClassSession[];
  shown: ClassSession[];
}

/** What the places column and the booking controls need of each class shown, at `now`. */
export function placesOf(schedule: ScheduledSession[], now: Date): Record<string, RowPlaces> {
  return Object.fromEntries(
    schedule.map(({ session, window, phase, spotsLeft, cancellationReason }): [string, RowPlaces] => [
      session.id,
      { phase, spotsLeft, cancellationReason, lateCancellationNow: now.getTime() > window.freeCancellationEndsAt },
    ]),
  );
}

/** A member's own part of each row shown: their booking, whether they saved the class, what a booking would use. */
export async function memberRows(
  database: Services["database"],
  member: PageMember,
  sessions: ClassSession[],
  now: Date,
): Promise<Record<string, RowMine>> {
  const [bookings, saved, uses] = await Promise.all([
    bookingsOfMember(database, member.id, sessions),
    savedClassSlugs(database, member.email),
    bookingUsesFor(database, member.id, sessions, now),
  ]);
  return Object.fromEntries(
    sessions.map((session): [string, RowMine] => [
      session.id,
      {
        myBooking: bookings.get(session.id) ?? null,
        saved: saved.includes(session.classSlug),
        uses: uses.get(session.id) ?? null,
      },
    ]),
  );
}

/**
 * The live values of a member's page kept for every member, read anew for `member` at `now`
 * (decision 0228): the places as the kept readings have them (within their bound), and the
 * member's own rows. No JSON-LD: it is for search engines, which do not sign in.
 */
export async function memberDayLive(
  database: Services["database"],
  classes: DayClasses,
  member: PageMember,
  now: Date,
): Promise<DayLive> {
  const [schedule, mine] = await Promise.all([
    readKeptSchedule(database, classes, { now }),
    memberRows(database, member, classes.shown, now),
  ]);
  return { places: placesOf(schedule, now), mine, structuredData: null };
}
