import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import type { Member } from "./member.server.ts";
import { type SessionReading, sessionReading } from "./session-readings.server.ts";

/**
 * Who is signed in, for the pages a crowd opens at once (a day's schedule, /pricing:
 * decision 0175). The same answer as currentMember: the session cookie's signature checked
 * against the server's secret, then the session and its member read from the database
 * (at most a second ago, and at once after a sign-out or revocation here: session-readings.server.ts),
 * refused once it has expired. What differs is the cost: the signature is checked once per
 * cookie value (better-auth checks it with WebCrypto on every call, the largest single cost
 * of a member's page view), the session and member come in one query, and the session is
 * not extended here: the browser's own session check (GET /api/auth/get-session, on every
 * page) does that.
 */

/** Signed cookie values checked so far, by the secret they were checked with: the token each carries, or null. */
const checked = new Map<string, string | null>();
const CHECKED_KEPT = 20_000;

/** better-call's signed cookies: `${value}.${base64 HMAC-SHA256 of value}`. */
function tokenOf(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function checkedToken(signed: string, secret: string): string | null {
  const key = `${secret.length}:${secret.slice(0, 8)}:${signed}`;
  let token = checked.get(key);
  if (token === undefined) {
    if (checked.size >= CHECKED_KEPT) checked.clear();
    token = tokenOf(signed, secret);
    checked.set(key, token);
  }
  return token;
}

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

interface SessionRow {
  id: string;
  email: string;
  name: string;
  /** SQLite answers 0/1, PostgreSQL a boolean. */
  emailVerified: unknown;
  /** SQLite keeps ISO text, PostgreSQL a timestamp. */
  expiresAt: string | Date;
}

/** The member whose session cookie came with the request, or null; for pages that only read. */
export function pageMember(request: Request, services: Pick<Services, "auth" | "database">): Promise<Member | null> {
  return memberOfCookies(request.headers.get("cookie"), services);
}

/** The member whose session cookie is in this Cookie header, or null (pageMember, before any Request is made). */
export async function memberOfCookies(
  header: string | null,
  { auth, database }: Pick<Services, "auth" | "database">,
): Promise<Member | null> {
  const context = await auth.$context;
  const signed = cookieValue(header, context.authCookies.sessionToken.name);
  if (!signed) return null;
  const token = checkedToken(signed, context.secret);
  if (!token) return null;
  const reading = await sessionReading(token, (fresh) => readSession(fresh, database));
  return reading && reading.expiresAt >= clock.millis() ? reading.member : null;
}

async function readSession(token: string, database: Services["database"]): Promise<SessionReading | null> {
  // better-auth's own tables (its adapter reads them the same way, in two queries).
  const { rows } = await sql<SessionRow>`
    select u."id", u."email", u."name", u."emailVerified", s."expiresAt"
    from "session" s join "user" u on u."id" = s."userId"
    where s."token" = ${token}`.execute(database.db);
  const row = rows[0];
  if (!row) return null;
  return {
    member: { id: row.id, email: row.email, name: row.name, emailVerified: Boolean(Number(row.emailVerified)) },
    expiresAt: new Date(row.expiresAt).getTime(),
  };
}
