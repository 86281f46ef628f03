import { type AttendancePolicy, attendancePolicy } from "#app/content/attendance-policy.ts";
import { suspensionCopy } from "#app/content/member-mail.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { renderEmail } from "#app/features/mail/templates/render.server.tsx";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { suspensionMessage } from "./may-book.server.ts";
import { memberStanding } from "./strikes.server.ts";

/**
 * Tells a member by e-mail when the no-show policy suspends their booking. Found by the
 * attendance sweep (a strike comes from a no-show recorded by any server, or a late
 * cancellation), and claimed once per member and suspension end in suspension_notices,
 * in the transaction that queues the e-mail.
 */

const DAY = 24 * 60 * 60 * 1000;

export async function queueSuspensionNotices(
  database: Database,
  context: MailContext,
  now: Date = clock.now(),
  policy: AttendancePolicy = attendancePolicy,
): Promise<number> {
  if (!policy.enabled) return 0;
  const since = new Date(now.getTime() - policy.withinDays * DAY).toISOString();
  const candidates = await database.db
    .selectFrom("bookings")
    .select("user_id")
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb("attendance", "=", "no-show"), eb("status", "=", "booked"), eb("ends_at", ">", since)]),
        eb.and([eb("status", "=", "late-cancelled"), eb("cancelled_at", ">", since)]),
      ]),
    )
    .execute();
  let queued = 0;
  for (const { user_id: userId } of candidates) {
    const { suspendedUntil } = await memberStanding(database.db, userId, now, policy);
    if (!suspendedUntil) continue;
    const told = await database.writeTransaction(async (trx) => {
      const claimed = await trx
        .insertInto("suspension_notices")
        .values({ user_id: userId, until: suspendedUntil.toISOString(), queued_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(["user_id", "until"]).doNothing())
        .returning("user_id")
        .executeTakeFirst();
      const member = await trx.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
      if (!claimed || !member) return false;
      await enqueueMail(
        trx,
        renderEmail(
          {
            subject: suspensionCopy.subject,
            preview: suspensionMessage(suspendedUntil, policy),
            heading: suspensionCopy.heading,
            blocks: [
              { kind: "paragraph", text: suspensionMessage(suspendedUntil, policy) },
              { kind: "paragraph", text: suspensionCopy.contact },
              { kind: "action", label: suspensionCopy.action, href: new URL("/account", context.origin).href },
            ],
            reason: suspensionCopy.reason,
          },
          {
            topic: "booking-suspended",
            origin: context.origin,
            to: [{ address: member.email }],
            replyTo: { address: context.staffEmail },
          },
        ),
      );
      return true;
    });
    if (told) queued++;
  }
  return queued;
}
