/** The owner's export: the files of people (members, their memberships and bookings, leads). */
import { gymDateOf } from "#app/features/books/business-days.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { PAGE, paged } from "./csv-rows.server.ts";
import type { Section } from "./section.ts";

/** A page of accounts with what they hold, read in four queries for the page (not four a person). */
async function memberPage(db: Database["db"], after: string | null, at: string) {
  let query = db
    .selectFrom("user")
    .leftJoin("member_notes", "member_notes.user_id", "user.id")
    .leftJoin("staff_roles", "staff_roles.user_id", "user.id")
    .leftJoin("coach_accounts", "coach_accounts.user_id", "user.id")
    .leftJoin("mail_preferences", "mail_preferences.user_id", "user.id")
    .select(["user.id", "user.email", "user.name", "user.phone", "user.emergencyContact", "user.createdAt"])
    .select(["member_notes.note", "staff_roles.role", "coach_accounts.trainer_id", "mail_preferences.news"])
    .orderBy("user.id")
    .limit(PAGE);
  if (after !== null) query = query.where("user.id", ">", after);
  const users = await query.execute();
  const ids = users.map((user) => user.id);
  if (ids.length === 0) return { users, memberships: new Map(), credits: new Map(), terms: new Map() };
  const running = await db
    .selectFrom("memberships")
    .select(["user_id", "product_id", "started_at", "current_period_end"])
    .where("user_id", "in", ids)
    .where("status", "!=", "ended")
    .where((eb) => eb.or([eb("current_period_end", ">", at), eb("status", "=", "paused")]))
    .orderBy("current_period_end")
    .execute();
  const credits = await db
    .selectFrom("credit_grants")
    .innerJoin("credit_ledger", "credit_ledger.grant_id", "credit_grants.id")
    .select((eb) => [
      "credit_grants.user_id",
      eb.fn.sum<number | string>("credit_ledger.credits").as("left"),
      eb.fn.max("credit_grants.expires_at").as("expires"),
    ])
    .where("credit_grants.user_id", "in", ids)
    .where("credit_grants.expires_at", ">", at)
    .groupBy("credit_grants.user_id")
    .execute();
  const terms = await db
    .selectFrom("terms_acceptances")
    .select(["user_id", "terms_version", "accepted_at"])
    .where("user_id", "in", ids)
    .orderBy("accepted_at")
    .execute();
  // Ordered so the last row of each member wins: their longest-running membership, their latest acceptance.
  return {
    users,
    memberships: new Map(running.map((row) => [row.user_id, row])),
    credits: new Map(credits.map((row) => [row.user_id, row])),
    terms: new Map(terms.map((row) => [row.user_id, row])),
  };
}

/**
 * members.csv's dates as the import reads them back: the gym's own calendar day (an instant
 * of midnight in London in summer is the day before in UTC), and credits' expiry as the last
 * day they are valid (the import grants them through the day the file names).
 */
const day = (instant: string | null | undefined) => (instant ? gymDateOf(new Date(instant)) : null);
const lastDay = (instant: string | number | null | undefined) =>
  instant ? gymDateOf(new Date(new Date(String(instant)).getTime() - 1)) : null;

export const members: Section = {
  file: "members.csv",
  about:
    "Every account: its details, the desk's note, its running membership, credits left and terms accepted (when and which version: never the health answers). Its first headings are the import's, so the file moves the gym again.",
  columns: [
    "Email",
    "Name",
    "Phone",
    "Emergency contact",
    "Note",
    "Product",
    "Membership started",
    "Membership renews",
    "Credits",
    "Credits expire",
    "Terms accepted",
    "Terms version",
    "Role",
    "Joined",
    "Gym news",
    "Account id",
  ],
  async *rows({ db }, now) {
    const at = now.toISOString();
    let after: string | null = null;
    for (;;) {
      const page = await memberPage(db, after, at);
      for (const user of page.users) {
        const membership = page.memberships.get(user.id);
        const credits = page.credits.get(user.id);
        const terms = page.terms.get(user.id);
        const left = Number(credits?.left ?? 0);
        yield [
          user.email,
          user.name,
          user.phone ?? null,
          user.emergencyContact ?? null,
          user.note,
          membership?.product_id ?? null,
          day(membership?.started_at),
          day(membership?.current_period_end),
          left > 0 ? left : null,
          left > 0 ? lastDay(credits?.expires) : null,
          day(terms?.accepted_at),
          terms?.terms_version ?? null,
          user.role ?? (user.trainer_id ? "coach" : "member"),
          user.createdAt instanceof Date ? user.createdAt.toISOString() : String(user.createdAt),
          user.news === null ? null : Number(user.news) === 1 ? "yes" : "no",
          user.id,
        ];
      }
      if (page.users.length < PAGE) return;
      after = page.users.at(-1)?.id ?? null;
    }
  },
};

export const memberships: Section = {
  file: "memberships.csv",
  about: "Every membership, running or ended, with its member.",
  columns: [
    "id",
    "member_email",
    "product",
    "status",
    "classes_per_week",
    "started_at",
    "current_period_end",
    "paused_at",
    "cancels_at",
    "billed_by_stripe",
    "sale_id",
  ],
  async *rows({ db }) {
    const rows = paged(
      (after: string | null) => {
        let query = db
          .selectFrom("memberships")
          .innerJoin("user", "user.id", "memberships.user_id")
          .selectAll("memberships")
          .select("user.email")
          .orderBy("memberships.id")
          .limit(PAGE);
        if (after !== null) query = query.where("memberships.id", ">", after);
        return query.execute();
      },
      (row) => row.id,
    );
    for await (const row of rows) {
      yield [
        row.id,
        row.email,
        row.product_id,
        row.status,
        row.classes_per_week,
        row.started_at,
        row.current_period_end,
        row.paused_at,
        row.cancels_at,
        row.stripe_subscription_id ? "yes" : "no",
        row.sale_id,
      ];
    }
  },
};

export const bookings: Section = {
  file: "bookings.csv",
  about: "Every booking and place on a waitlist, with what became of it.",
  columns: [
    "id",
    "session_id",
    "class",
    "starts_at",
    "ends_at",
    "member_email",
    "status",
    "attendance",
    "booked_at",
    "cancelled_at",
    "promoted_at",
  ],
  async *rows({ db }) {
    const rows = paged(
      (after: string | null) => {
        let query = db
          .selectFrom("bookings")
          .innerJoin("user", "user.id", "bookings.user_id")
          .innerJoin("class_sessions", "class_sessions.id", "bookings.session_id")
          .selectAll("bookings")
          .select(["user.email", "class_sessions.class_slug"])
          .orderBy("bookings.id")
          .limit(PAGE);
        if (after !== null) query = query.where("bookings.id", ">", after);
        return query.execute();
      },
      (row) => row.id,
    );
    for await (const row of rows) {
      yield [
        row.id,
        row.session_id,
        row.class_slug,
        row.starts_at,
        row.ends_at,
        row.email,
        row.status,
        row.attendance,
        row.created_at,
        row.cancelled_at,
        row.promoted_at,
      ];
    }
  },
};

export const leads: Section = {
  file: "leads.csv",
  about: "Every inquiry from the contact form (and every lead imported), with what the desk made of it.",
  columns: [
    "received_at",
    "full_name",
    "email",
    "class",
    "comment",
    "status",
    "note",
    "updated_by",
    "updated_at",
    "became_member",
  ],
  async *rows({ db }) {
    const rows = paged(
      (after: string | null) => {
        let query = db
          .selectFrom("contact_inquiries as inquiry")
          .leftJoin("lead_followups as lead", "lead.inquiry_id", "inquiry.id")
          .leftJoin("lead_conversions as conversion", "conversion.inquiry_id", "inquiry.id")
          .selectAll("inquiry")
          .select(["lead.status", "lead.note", "lead.updated_by_email", "lead.updated_at", "conversion.converted_at"])
          .orderBy("inquiry.id")
          .limit(PAGE);
        if (after !== null) query = query.where("inquiry.id", ">", after);
        return query.execute();
      },
      (row) => row.id,
    );
    for await (const row of rows) {
      yield [
        row.created_at,
        row.full_name,
        row.email,
        row.class_name,
        row.comment,
        row.status ?? "new",
        row.note,
        row.updated_by_email,
        row.updated_at,
        row.converted_at ? "yes" : "no",
      ];
    }
  },
};
