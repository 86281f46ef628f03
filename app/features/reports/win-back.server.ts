import { reportSettings, winBackCopy } from "#app/content/reports.ts";
import { mailPreferences } from "#app/features/attendance/mail-preferences.server.ts";
import { listUnsubscribeHeaders, unsubscribeLink } from "#app/features/attendance/signed-links.server.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { renderEmail } from "#app/features/mail/templates/render.server.tsx";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import { type Database, forUpdate } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { DAY_MS } from "./gym-calendar.server.ts";

/**
 * The "we miss you" e-mail to a member slipping away, sent by staff with one click from
 * the members report. It is gym news: never to a member who turned gym news off, with
 * the one-click unsubscribe every such e-mail carries; once per absence (not again until
 * they have come back and slipped away again); queued in the outbox in the transaction
 * that writes its audit entry.
 */
export const WIN_BACK_ACTION = "member.win-back-mailed";

/** When each of these members was last sent the e-mail (UTC ISO), from the audit log. */
export async function lastWinBackMails(db: Database["db"], ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_audit_log")
    .select(["subject_id", (eb) => eb.fn.max("at").as("at")])
    .where("subject_type", "=", "account")
    .where("subject_id", "in", ids)
    .where("action", "=", WIN_BACK_ACTION)
    .groupBy("subject_id")
    .execute();
  return new Map(rows.map((row) => [row.subject_id, row.at]));
}

export interface WinBackInput {
  to: string;
  name: string;
  lastClass: string;
  daysAway: number;
  unsubscribeUrl: string;
}

export function winBackEmail(input: WinBackInput, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: winBackCopy.subject,
      preview: winBackCopy.invitation,
      heading: winBackCopy.heading,
      blocks: [
        { kind: "paragraph", text: winBackCopy.greeting(input.name) },
        { kind: "paragraph", text: winBackCopy.body(input.lastClass, input.daysAway) },
        { kind: "paragraph", text: winBackCopy.invitation },
        { kind: "action", label: winBackCopy.action, href: new URL("/schedule/week", context.origin).href },
        { kind: "paragraph", text: winBackCopy.reply },
      ],
      reason: winBackCopy.reason,
    },
    {
      topic: "win-back",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { address: context.staffEmail },
      headers: listUnsubscribeHeaders(input.unsubscribeUrl),
    },
  );
}

/** Queues the e-mail to `memberId` and records who sent it; refused (StaffRefused) with a sentence staff can act on. */
export async function sendWinBack(
  database: Database,
  {
    memberId,
    actor,
    context,
    secret,
    now = clock.now(),
  }: { memberId: string; actor: AuditActor; context: MailContext; secret: string; now?: Date },
): Promise<{ name: string; email: string }> {
  return database.writeTransaction(async (trx) => {
    // The member's row is the lock: two clicks at once send one e-mail.
    const member = await forUpdate(
      database,
      trx.selectFrom("user").select(["id", "name", "email"]).where("id", "=", memberId),
    ).executeTakeFirst();
    if (!member)
      throw new StaffRefused("ACCOUNT_NOT_FOUND", "There is no such member (the account may have been deleted).");
    const who = member.name || member.email;
    // As the list counts a member: staff and owners are not members the gym wins back.
    const role = await trx.selectFrom("staff_roles").select("role").where("user_id", "=", member.id).executeTakeFirst();
    if (role) throw new StaffRefused("NOT_SLIPPING_AWAY", `${who} works at the desk: no "we miss you" e-mail.`);
    const lastVisit = await trx
      .selectFrom("bookings as b")
      .innerJoin("class_sessions as s", "s.id", "b.session_id")
      .select(["b.starts_at", "s.class_slug"])
      .where("b.user_id", "=", member.id)
      .where("b.status", "=", "booked")
      .where("b.attendance", "=", "attended")
      .orderBy("b.starts_at", "desc")
      .limit(1)
      .executeTakeFirst();
    const upcoming = await trx
      .selectFrom("bookings")
      .select("id")
      .where("user_id", "=", member.id)
      .where("status", "=", "booked")
      .where("starts_at", ">", now.toISOString())
      .executeTakeFirst();
    const daysAway = lastVisit ? Math.floor((now.getTime() - Date.parse(lastVisit.starts_at)) / DAY_MS) : 0;
    if (!lastVisit || daysAway < reportSettings.slippingAwayAfterDays || upcoming) {
      throw new StaffRefused(
        "NOT_SLIPPING_AWAY",
        `${who} ${upcoming ? "has a class booked" : lastVisit ? `came on ${localDateTimeLabel(Date.parse(lastVisit.starts_at))}` : "has never come to a class"}: no "we miss you" e-mail.`,
      );
    }
    if (!(await mailPreferences(trx, member.id)).news) {
      throw new StaffRefused("NEWS_OFF", `${who} turned gym news off, so no e-mail goes out. A call may do instead.`);
    }
    const mailed = (await lastWinBackMails(trx, [member.id])).get(member.id);
    if (mailed && mailed > lastVisit.starts_at) {
      throw new StaffRefused(
        "ALREADY_MAILED",
        `${who} was sent it on ${localDateTimeLabel(Date.parse(mailed))}, and has not been back since.`,
      );
    }
    const lastClass = classBySlug(lastVisit.class_slug)?.title ?? lastVisit.class_slug;
    await enqueueMail(
      trx,
      winBackEmail(
        {
          to: member.email,
          name: member.name,
          lastClass,
          daysAway,
          unsubscribeUrl: unsubscribeLink(context.origin, secret, member.id, "news"),
        },
        context,
      ),
    );
    await recordStaffAction(
      trx,
      {
        actor,
        action: WIN_BACK_ACTION,
        subject: { type: "account", id: member.id, label: `${member.name} <${member.email}>` },
        before: null,
        after: { lastVisit: lastVisit.starts_at, daysAway, lastClass },
      },
      now,
    );
    return { name: member.name, email: member.email };
  });
}
