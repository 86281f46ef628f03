import { type ExpressionBuilder, sql } from "kysely";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { bucketIndex } from "./sql-buckets.server.ts";

/**
 * The members report's queries (docs/decisions/0090). A member is an account without a
 * staff role. Active at an instant: made a booking, or held a place in a class, in the
 * days before it. Reads user, staff_roles, bookings, class_sessions, mail_preferences and
 * the audit log.
 */

type WithUser = ExpressionBuilder<Tables & { u: Tables["user"] }, "u">;

const isMember = (eb: WithUser) =>
  eb.not(eb.exists(eb.selectFrom("staff_roles as r").select("r.user_id").whereRef("r.user_id", "=", "u.id")));

/** Members active at `at` (UTC ISO): a booking made, or a place held in a class, in the `days` before it. */
export async function activeMembers(database: Database, at: string, days: number): Promise<Set<string>> {
  const since = new Date(Date.parse(at) - days * 24 * 60 * 60 * 1000).toISOString();
  const { db } = database;
  const rows = await db
    .selectFrom("bookings")
    .select("user_id")
    .where("created_at", ">", since)
    .where("created_at", "<=", at)
    .union(
      db
        .selectFrom("bookings")
        .select("user_id")
        .where("status", "=", "booked")
        .where("starts_at", ">", since)
        .where("starts_at", "<=", at),
    )
    .execute();
  const staff = new Set((await db.selectFrom("staff_roles").select("user_id").execute()).map((row) => row.user_id));
  return new Set(rows.map((row) => row.user_id).filter((id) => !staff.has(id)));
}

/** Members who signed up in each bucket ([starts[i], starts[i + 1]) up to `endsAt`). */
export async function joinedPerBucket(database: Database, starts: readonly string[], endsAt: string) {
  const rows = await database.db
    .selectFrom((eb) =>
      eb
        .selectFrom("user as u")
        .select(bucketIndex(sql.ref("u.createdAt"), starts).as("bucket"))
        .where("u.createdAt", ">=", starts[0] as never)
        .where("u.createdAt", "<", endsAt as never)
        .where(isMember)
        .as("joined"),
    )
    .select(["joined.bucket", (eb) => eb.fn.countAll<number | string>().as("members")])
    .groupBy("joined.bucket")
    .execute();
  return rows.map((row) => ({ bucket: Number(row.bucket), members: Number(row.members) }));
}

/**
 * Retention by the month members joined: for each month they joined in and each month
 * since, how many of them were active in it (booked, or held a place in a class, that
 * month). `starts` are the months' first instants; the range ends at `endsAt`.
 */
export async function cohortActivity(database: Database, starts: readonly string[], endsAt: string) {
  const from = starts[0] as string;
  const activity = (column: "starts_at" | "created_at") => (eb: ExpressionBuilder<Tables, never>) => {
    let query = eb
      .selectFrom("user as u")
      .innerJoin("bookings as b", "b.user_id", "u.id")
      .select([
        "u.id as member",
        bucketIndex(sql.ref("u.createdAt"), starts).as("cohort"),
        bucketIndex(sql.ref(`b.${column}`), starts).as("month"),
      ])
      .where("u.createdAt", ">=", from as never)
      .where("u.createdAt", "<", endsAt as never)
      .where(`b.${column}`, ">=", from)
      .where(`b.${column}`, "<", endsAt)
      .where(isMember);
    if (column === "starts_at") query = query.where("b.status", "=", "booked");
    return query;
  };
  const rows = await database.db
    .selectFrom((eb) => activity("starts_at")(eb).unionAll(activity("created_at")(eb)).as("activity"))
    .select([
      "activity.cohort",
      "activity.month",
      (eb) => eb.fn.count<number | string>("activity.member").distinct().as("members"),
    ])
    .groupBy(["activity.cohort", "activity.month"])
    .execute();
  return rows.map((row) => ({ cohort: Number(row.cohort), month: Number(row.month), members: Number(row.members) }));
}

/** The members whose last visit is before `cutoff` and who hold no place in a class after `now`, most recent first. */
function slippingQuery(database: Database, cutoff: string, now: string) {
  return database.db
    .selectFrom((eb) =>
      eb
        .selectFrom("user as u")
        .select((inner) => [
          "u.id",
          "u.name",
          "u.email",
          inner
            .selectFrom("bookings as v")
            .select((visit) => visit.fn.max("v.starts_at").as("at"))
            .whereRef("v.user_id", "=", "u.id")
            .where("v.attendance", "=", "attended")
            .as("last_visit"),
        ])
        .where(isMember)
        .as("m"),
    )
    .where("m.last_visit", "is not", null)
    .where("m.last_visit", "<=", cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("bookings as f")
            .select("f.id")
            .whereRef("f.user_id", "=", "m.id")
            .where("f.status", "=", "booked")
            .where("f.starts_at", ">", now),
        ),
      ),
    );
}

export async function slippingAway(
  database: Database,
  { cutoff, now, limit }: { cutoff: string; now: string; limit: number },
) {
  const [rows, total] = await Promise.all([
    slippingQuery(database, cutoff, now)
      .select(["m.id", "m.name", "m.email", "m.last_visit"])
      .orderBy("m.last_visit", "desc")
      .orderBy("m.id")
      .limit(limit)
      .execute(),
    countSlippingAway(database, { cutoff, now }),
  ]);
  return { total, members: rows.map((row) => ({ ...row, last_visit: row.last_visit as string })) };
}

export async function countSlippingAway(database: Database, { cutoff, now }: { cutoff: string; now: string }) {
  const row = await slippingQuery(database, cutoff, now)
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The class of each member's visit at `lastVisit`. */
export async function classesOfVisits(database: Database, visits: { id: string; last_visit: string }[]) {
  if (visits.length === 0) return new Map<string, string>();
  const rows = await database.db
    .selectFrom("bookings as b")
    .innerJoin("class_sessions as s", "s.id", "b.session_id")
    .select(["b.user_id", "b.starts_at", "s.class_slug"])
    .where("b.attendance", "=", "attended")
    .where(
      "b.user_id",
      "in",
      visits.map((visit) => visit.id),
    )
    .where("b.starts_at", "in", [...new Set(visits.map((visit) => visit.last_visit))])
    .execute();
  const wanted = new Map(visits.map((visit) => [visit.id, visit.last_visit]));
  return new Map(
    rows.filter((row) => wanted.get(row.user_id) === row.starts_at).map((row) => [row.user_id, row.class_slug]),
  );
}

/** Members (of these) who turned gym news off. */
export async function newsOff(database: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await database.db
    .selectFrom("mail_preferences")
    .select("user_id")
    .where("user_id", "in", ids)
    .where("news", "=", 0)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
