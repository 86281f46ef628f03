import { type Expression, type ExpressionBuilder, sql } from "kysely";
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

type WithMember = ExpressionBuilder<Tables & { m: { id: string } }, "m">;

/**
 * An EXISTS asked row by row, an index seek each. PostgreSQL would otherwise turn a
 * correlated EXISTS under an OR into a "hashed SubPlan" where it expects the window to hold
 * few bookings (as two years back): one scan of every booking, 120 ms on the benchmark's gym
 * instead of 25. A subquery with an OFFSET is never so rewritten; on SQLite it changes nothing.
 */
const oneSeekPerRow = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q) => query.limit(1).offset(0);

/** The same subquery as it is (where the window moves with the row, nothing can be hashed: no Limit node to pay for). */
const asWritten = <Q>(query: Q) => query;

/**
 * Whether the member (`m.id`) was active in [from, to): a booking made, or a place held in a
 * class starting, then. Asked member by member, two index seeks each (migration 0050), which
 * costs less than reading every booking of the window and sorting out who made them.
 */
function activeBetween(
  eb: WithMember,
  from: Expression<string> | string,
  to: Expression<string> | string,
  asked: typeof oneSeekPerRow = asWritten,
) {
  return eb.or([
    eb.exists(
      asked(
        eb
          .selectFrom("bookings as held")
          .select("held.id")
          .whereRef("held.user_id", "=", "m.id")
          .where("held.status", "=", "booked")
          .where("held.starts_at", ">=", from)
          .where("held.starts_at", "<", to),
      ),
    ),
    eb.exists(
      asked(
        eb
          .selectFrom("bookings as made")
          .select("made.id")
          .whereRef("made.user_id", "=", "m.id")
          .where("made.created_at", ">=", from)
          .where("made.created_at", "<", to),
      ),
    ),
  ]);
}

/** Members active at `at` (UTC ISO): a booking made, or a place held in a class, in the `days` before it. */
export async function activeMembers(database: Database, at: string, days: number): Promise<Set<string>> {
  const since = new Date(Date.parse(at) - days * 24 * 60 * 60 * 1000).toISOString();
  // An instant a millisecond on: the window ends at `at`, included.
  const until = new Date(Date.parse(at) + 1).toISOString();
  const rows = await database.db
    .selectFrom((eb) => eb.selectFrom("user as u").select("u.id").where(isMember).as("m"))
    .select("m.id")
    .where((eb) => activeBetween(eb, since, until, oneSeekPerRow))
    .execute();
  return new Set(rows.map((row) => row.id));
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
 * month). `starts` are the months' first instants; the range ends at `endsAt`. Each member
 * is asked about each month since they joined (two index seeks), not every booking read.
 *
 * PostgreSQL runs a query on one core: over two years this table is most of the members
 * report's work (120,000 seeks), so there it is asked in two parts at once, the members who
 * joined in the first months (asked about the most months) and the others, each on a
 * connection of its own. SQLite has one connection: one query, asked whole.
 */
export async function cohortActivity(database: Database, starts: readonly string[], endsAt: string) {
  const parts =
    database.kind === "postgres" && starts.length > 1
      ? [
          [0, earlyCohorts(starts.length)],
          [earlyCohorts(starts.length), starts.length],
        ]
      : [[0, starts.length]];
  const rows = await Promise.all(
    parts.map(([first = 0, end = starts.length]) =>
      cohortActivityOf(database, starts, endsAt, {
        joinedFrom: starts[first] as string,
        joinedBefore: starts[end] ?? endsAt,
      }),
    ),
  );
  return rows.flat();
}

/**
 * How many of the first cohorts make half the (member, month) pairs, members joining at an
 * even pace: cohort c is asked about n - c months, so the first n(1 - 1/√2) hold half.
 */
const earlyCohorts = (months: number) => Math.max(1, Math.round(months * (1 - Math.SQRT1_2)));

async function cohortActivityOf(
  database: Database,
  starts: readonly string[],
  endsAt: string,
  { joinedFrom, joinedBefore }: { joinedFrom: string; joinedBefore: string },
) {
  const months = sql<{ month: number; starts: string; ends: string }>`(${sql.join(
    starts.map(
      (start, month) =>
        sql`select ${sql.lit(month)} as month, cast(${start} as text) as starts, cast(${starts[month + 1] ?? endsAt} as text) as ends`,
    ),
    sql` union all `,
  )})`.as("months");
  const rows = await database.db
    .selectFrom((eb) =>
      eb
        .selectFrom("user as u")
        .select(["u.id", bucketIndex(sql.ref("u.createdAt"), starts).as("cohort")])
        .where("u.createdAt", ">=", joinedFrom as never)
        .where("u.createdAt", "<", joinedBefore as never)
        .where(isMember)
        .as("m"),
    )
    .innerJoin(months, (join) => join.onRef("months.month", ">=", "m.cohort"))
    .select(["m.cohort", "months.month", (eb) => eb.fn.countAll<number | string>().as("members")])
    .where((eb) => activeBetween(eb, eb.ref("months.starts"), eb.ref("months.ends")))
    .groupBy(["m.cohort", "months.month"])
    .execute();
  return rows.map((row) => ({ cohort: Number(row.cohort), month: Number(row.month), members: Number(row.members) }));
}

/** The members whose last visit is before `cutoff` and who hold no place in a class after `now`, most recent first. */
function slippingQuery(database: Database, cutoff: string, now: string) {
  return (
    database.db
      .selectFrom((eb) =>
        eb
          .selectFrom("user as u")
          .select((inner) => [
            "u.id",
            // The latest first, stopping at the first attended: an index seek, however long the history.
            inner
              .selectFrom("bookings as v")
              .select("v.starts_at")
              .whereRef("v.user_id", "=", "u.id")
              .where("v.status", "=", "booked")
              .where("v.attendance", "=", "attended")
              .orderBy("v.starts_at", "desc")
              .limit(1)
              .as("last_visit"),
          ])
          .where(isMember)
          .as("m"),
      )
      // Also leaves out members who never came (NULL): one comparison, so the last visit is looked up once.
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
      )
  );
}

/** Every member slipping away (id and last visit, most recent first), and the names of the first `limit`. */
export async function slippingAway(
  database: Database,
  { cutoff, now, limit }: { cutoff: string; now: string; limit: number },
) {
  const all = await slippingQuery(database, cutoff, now)
    .select(["m.id", "m.last_visit"])
    .orderBy("m.last_visit", "desc")
    .orderBy("m.id")
    .execute();
  const listed = all.slice(0, limit);
  const names =
    listed.length === 0
      ? []
      : await database.db
          .selectFrom("user")
          .select(["id", "name", "email"])
          .where(
            "id",
            "in",
            listed.map((row) => row.id),
          )
          .execute();
  const byId = new Map(names.map((row) => [row.id, row]));
  return {
    total: all.length,
    members: listed.map((row) => ({
      id: row.id,
      name: byId.get(row.id)?.name ?? "",
      email: byId.get(row.id)?.email ?? "",
      last_visit: row.last_visit as string,
    })),
  };
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

/** The ids of every member slipping away (a message to them: app/features/messages/). */
export async function slippingAwayIds(database: Database, { cutoff, now }: { cutoff: string; now: string }) {
  const rows = await slippingQuery(database, cutoff, now).select("m.id").execute();
  return rows.map((row) => row.id);
}
