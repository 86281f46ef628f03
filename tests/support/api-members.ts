import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { testUtils } from "better-auth/plugins";
import { expect } from "vitest";
import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { giveTestMembership } from "#app/features/memberships/test-support.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { RunningServer } from "./server-process.ts";
import { TEST_ORIGIN, TEST_SECRET } from "./test-settings.ts";

/** The session cookie's prefix as app/features/accounts/auth.server.ts sets it. */
const AUTH_COOKIE_PREFIX = "ironpeak";

/**
 * Members of a running production server as an API client sees them: signed up through
 * /api/auth, holding the session cookie better-auth set, calling the JSON API of
 * docs/api.md with the site's Origin as a browser on the site would.
 */
export interface ApiMember {
  id: string;
  email: string;
  /** The `Cookie` header that carries the session. */
  cookie: string;
}

export const MEMBER_PASSWORD = "booking-test-1";

/** The gym's current terms accepted with every health answer "no", as a member does before a first booking. */
export const acceptedTerms = {
  version: terms.version,
  answers: Object.fromEntries(terms.questions.map((question) => [question.id, false])),
};

/**
 * Signs a new member up on `server` (a session cookie comes with the answer) who has
 * accepted the gym's terms unless `acceptTerms` is false, and, given the server's
 * `database`, holds the tests' unlimited membership (memberships/test-support.ts): such a
 * member may book.
 */
export async function signUp(
  server: RunningServer,
  label = "member",
  { acceptTerms = true, database }: { acceptTerms?: boolean; database?: Database } = {},
): Promise<ApiMember> {
  const email = `${label}-${randomUUID()}@example.com`;
  const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email, password: MEMBER_PASSWORD, name: "Test Member" }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  const member = { id: user.id, email, cookie };
  if (acceptTerms) {
    const accepted = await api(server, "/api/me/terms", { member, method: "POST", json: acceptedTerms });
    if (accepted.status !== 201) throw new Error(`accepting the terms answered ${accepted.status}`);
  }
  if (database) await giveTestMembership(database, [member.id]);
  return member;
}

/** `count` members signed up at once, spread over the servers in turn (with the tests' membership, given `database`). */
export function signUpMany(
  servers: RunningServer[],
  count: number,
  label = "member",
  database?: Database,
): Promise<ApiMember[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      signUp(servers[i % servers.length] as RunningServer, label, database ? { database } : {}),
    ),
  );
}

/** A request to the JSON API: with the member's cookie when given, and the site's Origin. */
export function api(
  server: RunningServer,
  pathname: string,
  {
    member,
    method = "GET",
    json,
    body,
    headers = {},
  }: {
    member?: ApiMember | null;
    method?: string;
    json?: unknown;
    /** A body sent as it is (for one that is not JSON); `json` wins. */
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}${pathname}`, {
    method,
    headers: {
      origin: server.origin,
      ...(member ? { cookie: member.cookie } : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(json === undefined ? (body === undefined ? {} : { body }) : { body: JSON.stringify(json) }),
  });
}

/** POST /api/bookings { sessionId } as `member`. */
export function book(server: RunningServer, member: ApiMember | null, sessionId: string): Promise<Response> {
  return api(server, "/api/bookings", { member, method: "POST", json: { sessionId } });
}

/** DELETE /api/bookings/:id as `member`. */
export function cancel(server: RunningServer, member: ApiMember | null, bookingId: string): Promise<Response> {
  return api(server, `/api/bookings/${encodeURIComponent(bookingId)}`, { member, method: "DELETE" });
}

/** Traces of a server's insides that an error answer must never show a client (a stack frame names line and column: "at 9:00am" is a time). */
const INTERNALS =
  /\bat \S+:\d+:\d+|\bSELECT\b|\bINSERT\b|\bUPDATE\b|sqlite|postgres|kysely|node_modules|constraint|\.ts\b/i;

/**
 * Asserts the API's one error shape, `{ "error": { "code", "message" } }` with nothing
 * else, uncached, with a message for people that says nothing internal. Returns the message.
 */
export async function expectApiError(response: Response, status: number, code: string): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = JSON.parse(text) as { error: { code: unknown; message: unknown } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(Object.keys(body.error).sort()).toEqual(["code", "message"]);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  const message = body.error.message as string;
  expect(message.length).toBeGreaterThan(0);
  expect(message).not.toMatch(INTERNALS);
  return message;
}

/**
 * Members written straight into a server's database with live sessions, for tests that
 * need hundreds: better-auth's own test helpers (a test-only auth instance with the
 * servers' secret and cookie prefix) create the user and session rows and sign the
 * cookie, so no password is hashed. The servers check these cookies as any other. Each
 * has accepted the gym's terms and, unless `entitled` is false, holds the tests' membership,
 * so may book.
 */
export async function membersInDatabase(
  database: Database,
  count: number,
  label = "member",
  { entitled = true }: { entitled?: boolean } = {},
): Promise<ApiMember[]> {
  const testAuth = betterAuth({
    baseURL: TEST_ORIGIN,
    secret: TEST_SECRET,
    database: { db: database.db, type: database.kind },
    emailAndPassword: { enabled: true },
    advanced: { cookiePrefix: AUTH_COOKIE_PREFIX },
    telemetry: { enabled: false },
    plugins: [testUtils()],
  });
  const { test } = await testAuth.$context;
  const members: ApiMember[] = [];
  const batch = 20;
  for (let start = 0; start < count; start += batch) {
    const created = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async () => {
        const user = await test.saveUser(test.createUser({ email: `${label}-${randomUUID()}@example.com` }));
        const { headers } = await test.login({ userId: user.id });
        await acceptTerms(database, { userId: user.id, ...acceptedTerms });
        if (entitled) await giveTestMembership(database, [user.id]);
        return { id: user.id, email: user.email, cookie: headers.get("cookie") ?? "" };
      }),
    );
    members.push(...created);
  }
  return members;
}
