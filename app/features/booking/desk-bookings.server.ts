import { memberStanding } from "#app/features/attendance/strikes.server.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { bookingMailer } from "./booking-mail.server.ts";
import type { NewBooking } from "./booking-rows.server.ts";
import { bookSession, type DeskBooking } from "./bookings.server.ts";

export type { DeskBooking };

/** The member may not book now: the no-show policy has paused their booking until `until`. */
export class DeskBookingSuspended extends Error {
  override name = "DeskBookingSuspended";
  readonly until: Date;
  constructor(until: Date) {
    super("suspended");
    this.until = until;
  }
}

/**
 * The front desk books someone into a session (decision 0080): through `bookSession`, the
 * one path every booking takes, so its rules (the window, no double or overlapping
 * booking, the limit of upcoming bookings, and whatever else booking comes to require) hold
 * for the desk by construction, under the same locks. Booked or waitlisted as a member
 * would be, and e-mailed as a member would be. Beyond a member's own booking: the desk's
 * audit entry in the same transaction, an owner's place beyond a full session.
 *
 * The desk does not ask what is the member's own to give: it books without the rate limit
 * (the desk is not a script), without the e-mail check (staff see the person), and without
 * the terms (the member accepts them themselves before their first booking online). The
 * no-show policy's pause does hold: staff forgive a strike first (the member's record).
 */
export async function bookAtDesk(
  database: Database,
  mail: Pick<MailService, "context">,
  {
    memberId,
    sessionId,
    desk,
    now = clock.now(),
  }: { memberId: string; sessionId: string; desk: DeskBooking; now?: Date },
): Promise<NewBooking & { session: ClassSession }> {
  const { suspendedUntil } = await memberStanding(database.db, memberId, now);
  if (suspendedUntil) throw new DeskBookingSuspended(suspendedUntil);
  return bookSession(database, { userId: memberId, sessionId, now, desk }, bookingMailer(mail));
}
