import { type ExpressionBuilder, sql } from "kysely";
import { productHolderIds } from "#app/features/memberships/holders.server.ts";
import { slippingAwayIdsNow } from "#app/features/reports/members.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import type { Audience } from "./audiences.ts";

/** One person a message goes to: a member (an account) or a lead (a contact inquiry, no account). */
export interface Recipient {
  userId: string | null;
  inquiryId: string | null;
  email: string;
  name: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ids per `IN (…)` list: well under both databases' limits on bound parameters. */
const CHUNK = 500;

type WithUser = ExpressionBuilder<Tables & { u: Tables["user"] }, "u">;

/** The gym's members: not its staff, owners or coaches, not the demo accounts whose passwords are public. */
const isMember = (eb: WithUser) =>
  eb.and([
    eb.not(eb.exists(eb.selectFrom("staff_roles as r").select("r.user_id").whereRef("r.user_id", "=", "u.id"))),
    eb.not(eb.exists(eb.selectFrom("coach_accounts as c").select("c.user_id").whereRef("c.user_id", "=", "u.id"))),
    eb.not(eb.exists(eb.selectFrom("demo_accounts as d").select("d.email").whereRef("d.email", "=", "u.email"))),
  ]);

/** Gym news on: no preferences row (everything on) or news ticked (app/features/attendance/mail-preferences.server.ts). */
const newsOn = (eb: WithUser) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom("mail_preferences as p")
        .select("p.user_id")
        .whereRef("p.user_id", "=", "u.id")
        .where("p.news", "=", 0),
    ),
  );

function members(database: Database, marketing: boolean) {
  return database.db
    .selectFrom("user as u")
    .select(["u.id", "u.email", "u.name"])
    .where(isMember)
    .$if(marketing, (query) => query.where(newsOn));
}

const asRecipient = (row: { id: string; email: string; name: string }): Recipient => ({
  userId: row.id,
  inquiryId: null,
  email: row.email,
  name: row.name,
});

/** These accounts, as members of the gym (with news on, for gym news), in e-mail order. */
async function membersAmong(database: Database, ids: string[], marketing: boolean): Promise<Recipient[]> {
  const found: Recipient[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await members(database, marketing)
      .where("u.id", "in", ids.slice(start, start + CHUNK))
      .execute();
    found.push(...rows.map(asRecipient));
  }
  return found.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Leads the gym may still write to: inquiries not closed and not joined, from an address
 * that is no member's account (members hear as members) and that never unsubscribed. One
 * per address, the latest.
 */
async function leads(database: Database): Promise<Recipient[]> {
  const [inquiries, optedOut, accounts] = await Promise.all([
    database.db
      .selectFrom("contact_inquiries as i")
      .leftJoin("lead_followups as f", "f.inquiry_id", "i.id")
      .select(["i.id", "i.email", "i.full_name", "i.created_at"])
      .where((eb) => eb.or([eb("f.status", "is", null), eb("f.status", "in", ["new", "contacted"])]))
      .orderBy("i.created_at", "desc")
      .execute(),
    database.db
      .selectFrom("lead_mail_optouts as o")
      .innerJoin("contact_inquiries as i", "i.id", "o.inquiry_id")
      .select("i.email")
      .execute(),
    database.db
      .selectFrom("user")
      .select("email")
      // Accounts' addresses are kept lower-cased (better-auth); an inquiry's as typed.
      .where("email", "in", (eb) => eb.selectFrom("contact_inquiries").select(sql<string>`lower(email)`.as("email")))
      .execute(),
  ]);
  const skip = new Set([...optedOut, ...accounts].map((row) => row.email.toLowerCase()));
  const byEmail = new Map<string, Recipient>();
  for (const inquiry of inquiries) {
    const email = inquiry.email.toLowerCase();
    if (skip.has(email) || byEmail.has(email)) continue;
    byEmail.set(email, { userId: null, inquiryId: inquiry.id, email: inquiry.email, name: inquiry.full_name });
  }
  return [...byEmail.values()].sort((a, b) => a.email.localeCompare(b.email));
}

/** Who attended a class in the `days` before `now`. */
async function cameTo(database: Database, slug: string, days: number, now: Date) {
  const rows = await database.db
    .selectFrom("bookings as b")
    .innerJoin("class_sessions as s", "s.id", "b.session_id")
    .select("b.user_id")
    .distinct()
    .where("s.class_slug", "=", slug)
    .where("b.status", "=", "booked")
    .where("b.attendance", "=", "attended")
    .where("b.starts_at", ">=", new Date(now.getTime() - days * DAY_MS).toISOString())
    .where("b.starts_at", "<=", now.toISOString())
    .execute();
  return rows.map((row) => row.user_id);
}

/** A session's roster: those holding a place and those waiting for one (a notice concerns both). */
async function roster(database: Database, sessionId: string): Promise<Recipient[]> {
  const rows = await database.db
    .selectFrom("bookings as b")
    .innerJoin("user as u", "u.id", "b.user_id")
    .select(["u.id", "u.email", "u.name"])
    .distinct()
    .where("b.session_id", "=", sessionId)
    .where("b.status", "in", ["booked", "waitlisted"])
    .orderBy("u.email")
    .execute();
  return rows.map(asRecipient);
}

/**
 * Everyone `audience` names at `now`, once each. Gym news (every audience but a session's)
 * goes only to members with gym news on, and to leads who have not unsubscribed; a
 * session's notice is service mail to its whole roster.
 */
export async function audienceRecipients(database: Database, audience: Audience, now: Date): Promise<Recipient[]> {
  switch (audience.kind) {
    case "members":
      return (await members(database, true).orderBy("u.email").execute()).map(asRecipient);
    case "product":
      return membersAmong(database, await productHolderIds(database, audience.productId, now), true);
    case "class":
      return membersAmong(database, await cameTo(database, audience.slug, audience.days, now), true);
    case "slipping-away":
      return membersAmong(database, await slippingAwayIdsNow(database, now), true);
    case "leads":
      return leads(database);
    case "session":
      return roster(database, audience.sessionId);
  }
}
