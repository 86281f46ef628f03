import { sql } from "kysely";
import { formatTimeRange } from "#app/content/clock.ts";
import { demoAccountEmails } from "#app/features/accounts/demo-accounts.server.ts";
import type { Attendance } from "#app/features/booking/session-changes.server.ts";
import { dayLabel, findSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import type { StaffViewer } from "./access.server.ts";
import { type Role, roleOf } from "./roles.server.ts";
import { monthStartUtc } from "./roster.server.ts";

export interface MemberListing {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  joinedAt: string;
}

/** better-auth keeps dates as Date objects on PostgreSQL and as text or numbers on SQLite. */
export function isoDate(value: Date | string | number): string {
  const date =
    value instanceof Date ? value : new Date(typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A phone number's digits alone, in SQL: "+44 (20) 7946-0958" and "442079460958" are one number. */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(coalesce(${sql.ref("user.phone")}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** Fewer digits than this in a search would match most numbers. */
const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * Accounts whose name or e-mail contains `query` (any case), or whose phone number contains
 * its digits, newest first; the newest accounts when it is empty. `among`: only the accounts
 * of these addresses (lower case), as the public demo staff account searches the demo
 * accounts alone (memberSearchFor).
 */
export async function searchMembers(
  database: Database,
  query: string,
  { limit = 50, among }: { limit?: number; among?: readonly string[] } = {},
): Promise<MemberListing[]> {
  const text = query.trim();
  if (among?.length === 0) return [];
  let select = database.db
    .selectFrom("user")
    .leftJoin("staff_roles", "staff_roles.user_id", "user.id")
    .select(["user.id", "user.name", "user.email", "user.phone", "user.createdAt", "staff_roles.role"]);
  if (among) select = select.where(sql<string>`lower(${sql.ref("user.email")})`, "in", among);
  if (text) {
    const pattern = containsPattern(text);
    const digits = /^[\d\s().+-]+$/.test(text) ? text.replace(/\D/g, "") : "";
    select = select.where(({ or }) =>
      or([
        sql<boolean>`lower(${sql.ref("user.name")}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref("user.email")}) like ${pattern} escape '\\'`,
        ...(digits.length >= PHONE_SEARCH_MIN_DIGITS ? [sql<boolean>`${phoneDigits} like ${`%${digits}%`}`] : []),
      ]),
    );
  }
  const rows = await select.orderBy("user.createdAt", "desc").orderBy("user.id").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    role: row.role ?? "member",
    joinedAt: isoDate(row.createdAt),
  }));
}

/**
 * The desk's member search for who is looking: the public demo staff account (its password is
 * on /login) finds the demo accounts alone, never a real member, not even by exact e-mail;
 * staff find everyone.
 */
export async function searchMembersAs(
  viewer: Pick<StaffViewer, "demo">,
  services: Pick<Services, "database" | "env">,
  query: string,
  limit?: number,
): Promise<MemberListing[]> {
  const among = viewer.demo ? await demoAccountEmails(services.database.db, services.env) : undefined;
  return searchMembers(services.database, query, { ...(limit ? { limit } : {}), ...(among ? { among } : {}) });
}

export interface MemberBookingLine {
  bookingId: string;
  sessionId: string;
  className: string;
  dateLabel: string;
  time: string;
  startsAt: string;
  status: BookingStatus;
  attendance: Attendance | null;
}

export interface MemberRecord extends MemberListing {
  counts: {
    upcoming: number;
    attended: number;
    noShows: number;
    lateCancellations: number;
    lateCancellationsThisMonth: number;
    cancellations: number;
  };
  bookings: MemberBookingLine[];
}

/** How many of a member's bookings a record lists, newest session first. */
const BOOKINGS_SHOWN = 100;

/** One member as the desk looks them up: role, counts over all time, and their bookings. */
export async function memberRecord(
  database: Database,
  userId: string,
  now: Date = clock.now(),
): Promise<MemberRecord | undefined> {
  const account = await database.db
    .selectFrom("user")
    .select(["id", "name", "email", "phone", "createdAt"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!account) return undefined;
  const nowIso = now.toISOString();
  const monthStart = monthStartUtc(now);
  const [role, rows] = await Promise.all([
    roleOf(database.db, userId),
    database.db
      .selectFrom("bookings")
      .select(["id", "session_id", "status", "attendance", "starts_at", "cancelled_at"])
      .where("user_id", "=", userId)
      .orderBy("starts_at", "desc")
      .execute(),
  ]);
  const counts = {
    upcoming: rows.filter((row) => row.status === "booked" && row.starts_at > nowIso).length,
    attended: rows.filter((row) => row.status === "booked" && row.attendance === "attended").length,
    noShows: rows.filter((row) => row.status === "booked" && row.attendance === "no-show").length,
    lateCancellations: rows.filter((row) => row.status === "late-cancelled").length,
    lateCancellationsThisMonth: rows.filter(
      (row) => row.status === "late-cancelled" && row.cancelled_at !== null && row.cancelled_at >= monthStart,
    ).length,
    cancellations: rows.filter((row) => row.status === "cancelled").length,
  };
  const bookings = rows.slice(0, BOOKINGS_SHOWN).flatMap((row) => {
    const session = findSession(row.session_id);
    if (!session) return [];
    return [
      {
        bookingId: row.id,
        sessionId: row.session_id,
        className: session.className,
        dateLabel: dayLabel(session.localDate),
        time: formatTimeRange(session.start, session.end),
        startsAt: row.starts_at,
        status: row.status,
        attendance: row.attendance,
      },
    ];
  });
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone ?? null,
    role,
    joinedAt: isoDate(account.createdAt),
    counts,
    bookings,
  };
}
