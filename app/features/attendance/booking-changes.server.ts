import type { Kysely } from "kysely";
import { formatTimeRange } from "#app/content/clock.ts";
import { pushCopy } from "#app/content/member-mail.ts";
import type { BookingChange } from "#app/features/booking/booking-rows.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { dayLabel } from "#app/features/timetable/sessions.server.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { queuePush } from "./push-subscriptions.server.ts";
import { withdrawReminders } from "./reminders.server.ts";

/**
 * What a booking change means for attendance, in the change's own transaction (called
 * once, by the booking notifier): a cancellation withdraws the reminder still waiting in
 * the outbox; a promotion from the waitlist and a class the gym cancelled are pushed to
 * the member's phones that turned notifications on.
 */
export async function attendanceOnBookingChange(
  trx: Kysely<Tables>,
  change: BookingChange,
  context: MailContext,
): Promise<void> {
  await withdrawReminders(trx, change);
  const { session } = change;
  const when = `${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`;
  const url = new URL(`/schedule/${session.weekday}`, context.origin).href;
  if (change.kind === "promoted") {
    await queuePush(
      trx,
      change.userId,
      { topic: "promoted", ...pushCopy.promoted(session.className, when), url },
      context,
    );
  }
  if (change.kind === "session-cancelled") {
    await queuePush(
      trx,
      change.userId,
      { topic: "session-cancelled", ...pushCopy.sessionCancelled(session.className, when), url },
      context,
    );
  }
}
