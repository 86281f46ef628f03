import type { Kysely } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatTimeRange } from "#app/content/clock.ts";
import { pushCopy } from "#app/content/member-mail.ts";
import type { BookingChange } from "#app/features/booking/booking-rows.server.ts";
import { bookingWindow } from "#app/features/booking/rules.ts";
import { sessionMailInput } from "#app/features/booking/session-mail-input.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { dayLabel, findSession, localDayTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { repeatEvery, type StopRepeating } from "#app/platform/time/repeat.server.ts";
import { mailPreferences } from "./mail-preferences.server.ts";
import { queuePush } from "./push-subscriptions.server.ts";
import { reminderEmail } from "./reminder-mail.server.ts";
import { cancelLink, unsubscribeLink } from "./signed-links.server.ts";
import { queueSuspensionNotices } from "./suspension-notices.server.ts";

/**
 * Reminders before booked sessions, produced by a sweep of the database (not by timers
 * in one server's memory, which a restart loses and a second server doubles). Each
 * reminder is claimed by inserting (booking, kind) into booking_reminders, whose primary
 * key lets exactly one claim through, in the transaction that queues the e-mail in the
 * outbox: the e-mail exists exactly when the claim does, across restarts and servers.
 *
 * A booking made inside the reminder window gets none (its confirmation has just gone).
 * A booking cancelled, or a session the gym cancelled, after its reminder was queued:
 * `withdrawReminders` deletes the e-mail if it is still waiting in the outbox, in the
 * cancellation's own transaction.
 */

export const REMINDER_KIND = "before-session";
const HOUR = 60 * 60 * 1000;
/** Bookings looked at per round of a sweep. */
const BATCH = 100;

export interface ReminderSettings {
  context: MailContext;
  /** The server's secret, which signs the cancel and unsubscribe links. */
  secret: string;
}

type Transaction = Kysely<Tables>;

/** Bookings whose reminder is due at `now` and not yet claimed. */
async function dueBookings(database: Database, now: Date, hoursBefore: number) {
  const rows = await database.db
    .selectFrom("bookings")
    .innerJoin("class_sessions", "class_sessions.id", "bookings.session_id")
    .leftJoin("booking_reminders", (join) =>
      join.onRef("booking_reminders.booking_id", "=", "bookings.id").on("booking_reminders.kind", "=", REMINDER_KIND),
    )
    .select(["bookings.id", "bookings.created_at", "bookings.starts_at"])
    .where("bookings.status", "=", "booked")
    .where("class_sessions.cancelled_at", "is", null)
    .where("booking_reminders.booking_id", "is", null)
    .where("bookings.starts_at", ">", now.toISOString())
    .where("bookings.starts_at", "<=", new Date(now.getTime() + hoursBefore * HOUR).toISOString())
    .orderBy("bookings.starts_at")
    .limit(BATCH)
    .execute();
  // Booked inside the window: no reminder (told in SQL this needs date arithmetic both databases write differently).
  return rows.filter((row) => Date.parse(row.created_at) <= Date.parse(row.starts_at) - hoursBefore * HOUR);
}

/**
 * Claims the booking's reminder and queues it, in one transaction; false when another
 * sweep claimed it first, or the booking changed meanwhile (its row is locked, so a
 * cancellation either comes before, and is seen, or waits until this commits).
 */
async function claimAndQueue(database: Database, bookingId: string, settings: ReminderSettings, now: Date) {
  return database.writeTransaction(async (trx) => {
    const booking = await forUpdate(
      database,
      trx.selectFrom("bookings").select(["id", "user_id", "session_id", "status"]).where("id", "=", bookingId),
    ).executeTakeFirst();
    const session = booking ? findSession(booking.session_id) : undefined;
    if (booking?.status !== "booked" || !session) return false;
    const claimed = await trx
      .insertInto("booking_reminders")
      .values({
        booking_id: bookingId,
        kind: REMINDER_KIND,
        user_id: booking.user_id,
        outbox_id: null,
        queued_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["booking_id", "kind"]).doNothing())
      .returning("booking_id")
      .executeTakeFirst();
    if (!claimed) return false;
    if (!(await mailPreferences(trx, booking.user_id)).reminders) return true;
    const member = await trx.selectFrom("user").select("email").where("id", "=", booking.user_id).executeTakeFirst();
    if (!member) return true;
    const { origin } = settings.context;
    const message = reminderEmail(
      {
        ...sessionMailInput(member.email, session, origin),
        freeCancellationUntil: localDayTimeLabel(bookingWindow(session.startsAtUtc).freeCancellationEndsAt),
        cancelUrl: cancelLink(origin, settings.secret, bookingId),
        unsubscribeUrl: unsubscribeLink(origin, settings.secret, booking.user_id, "reminders"),
      },
      settings.context,
    );
    // Due at once, on the real clock: `now` decides which reminders are due, not when the outbox sends.
    const { id } = await enqueueMail(trx, message);
    const when = `${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`;
    await queuePush(
      trx,
      booking.user_id,
      {
        topic: "reminder",
        ...pushCopy.reminder(session.className, when),
        url: new URL(`/schedule/${session.weekday}`, origin).href,
      },
      settings.context,
    );
    await trx
      .updateTable("booking_reminders")
      .set({ outbox_id: id })
      .where("booking_id", "=", bookingId)
      .where("kind", "=", REMINDER_KIND)
      .execute();
    return true;
  });
}

/** Queues every reminder due at `now` (the test clock in tests). Returns how many bookings were claimed. */
export async function queueDueReminders(
  database: Database,
  settings: ReminderSettings,
  now: Date = clock.now(),
  hoursBefore: number = bookingRules.reminderHoursBefore,
): Promise<number> {
  let claimed = 0;
  for (;;) {
    const due = await dueBookings(database, now, hoursBefore);
    let round = 0;
    for (const booking of due) if (await claimAndQueue(database, booking.id, settings, now)) round++;
    claimed += round;
    // A full batch that claimed nothing new is another server's work in progress: leave it to the next sweep.
    if (due.length < BATCH || round === 0) return claimed;
  }
}

/**
 * In the transaction of a cancellation (the member's, or the gym's cancelling the
 * session): the reminder of that booking, still waiting in the outbox, is deleted, so no
 * stale reminder goes out. One already being sent cannot be called back.
 */
export async function withdrawReminders(trx: Transaction, change: BookingChange): Promise<void> {
  if (change.kind !== "cancelled" && change.kind !== "session-cancelled" && change.kind !== "refund-cancelled") return;
  const queued = trx
    .selectFrom("booking_reminders")
    .innerJoin("bookings", "bookings.id", "booking_reminders.booking_id")
    .select("booking_reminders.outbox_id")
    .where("bookings.user_id", "=", change.userId)
    .where("bookings.session_id", "=", change.session.id)
    .where("booking_reminders.outbox_id", "is not", null);
  await trx
    .deleteFrom("mail_outbox")
    .where("status", "=", "pending")
    .where("id", "in", queued.$narrowType<{ outbox_id: string }>())
    .execute();
}

/**
 * The attendance sweep, every `everyMs` (a minute) until the returned function is called:
 * reminders due, and members newly suspended by the no-show policy told. Kicks the mail
 * worker when it queued some.
 */
export function scheduleAttendanceSweep(
  database: Database,
  settings: ReminderSettings & { kick(): void },
  everyMs = 60 * 1000,
): StopRepeating {
  return repeatEvery(everyMs, "The attendance sweep", async () => {
    const queued =
      (await queueDueReminders(database, settings)) + (await queueSuspensionNotices(database, settings.context));
    if (queued > 0) settings.kick();
  });
}
