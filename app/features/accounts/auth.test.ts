import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { TEST_ORIGIN, TEST_SECRET } from "#tests/support/test-settings.ts";
import { handleAuthRequest } from "./auth-handler.server.ts";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "./limits.ts";
import { clearSession, syncSession } from "./session-cookie.server.ts";
import { findUserDocument } from "./user-documents.server.ts";

let ipCounter = 0;

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let fresh: FreshDatabase;
  let services: Services;
  let ip: string;
  let dataDir: string;

  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    // Held e-mail (sign-up's verification link) is written here.
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-auth-test-"));
    const env = parseEnv({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: TEST_SECRET,
      SITE_URL: TEST_ORIGIN,
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: "",
      AUTH_RATE_LIMIT_MAX: "5",
    });
    services = await createServices(env, fresh.database);
    ip = `10.0.0.${++ipCounter}`;
  });
  afterEach(async () => {
    await services?.close();
    await fresh.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function post(path: string, body: unknown, init: { cookie?: string; ip?: string; raw?: string } = {}) {
    return handleAuthRequest(
      new Request(`${TEST_ORIGIN}/api/auth${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: TEST_ORIGIN,
          [CLIENT_IP_HEADER]: init.ip ?? ip,
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: init.raw ?? JSON.stringify(body),
      }),
      services,
    );
  }

  function get(path: string, cookie: string) {
    return handleAuthRequest(
      new Request(`${TEST_ORIGIN}/api/auth${path}`, { headers: { cookie, [CLIENT_IP_HEADER]: ip } }),
      services,
    );
  }

  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");

  it("signs up, creates the users document, and signs in again", async () => {
    const signUp = await post("/sign-up/email", { email: "Ann@Example.com", password: "correct horse", name: "Ann" });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get("cache-control")).toBe("no-store");
    expect(await findUserDocument(fresh.database.db, "ann@example.com")).toMatchObject({ savedShows: [] });
    const signIn = await post("/sign-in/email", { email: "ann@example.com", password: "correct horse" });
    expect(signIn.status).toBe(200);
    const session = await (await get("/get-session", cookieOf(signIn))).json();
    expect(session.user.email).toBe("ann@example.com");
  });

  it("asks a person's name at sign-up and keeps their phone, tidied; refuses no name and a phone that is none", async () => {
    for (const [body, code] of [
      [{ email: "noname@example.com", password: "password-1" }, "NAME_REQUIRED"],
      [{ email: "noname@example.com", password: "password-1", name: "   " }, "NAME_REQUIRED"],
      [{ email: "nophone@example.com", password: "password-1", name: "N", phone: "ring me" }, "INVALID_PHONE"],
    ] as const) {
      const refused = await post("/sign-up/email", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await refused.json()).code).toBe(code);
    }
    const signUp = await post("/sign-up/email", {
      email: "phone@example.com",
      password: "password-1",
      name: "Pia Phone",
      phone: "  +44 20  7946 0958 ",
    });
    expect(signUp.status).toBe(200);
    const session = await (await get("/get-session", cookieOf(signUp))).json();
    expect(session.user).toMatchObject({ name: "Pia Phone", phone: "+44 20 7946 0958", emergencyContact: null });
    // The emergency contact is kept in /account and at the desk, never set by sign-up.
    const sneaky = await post("/sign-up/email", {
      email: "sneaky@example.com",
      password: "password-1",
      name: "S",
      emergencyContact: "set by me",
    });
    expect(sneaky.status).toBe(400);
  });

  it("refuses a second account for the same e-mail and a short password, saying why", async () => {
    await post("/sign-up/email", { email: "dup@example.com", password: "password-1", name: "D" });
    const again = await post("/sign-up/email", { email: "dup@example.com", password: "password-2", name: "D" });
    expect(again.status).toBe(422);
    expect((await again.json()).code).toMatch(/^USER_ALREADY_EXISTS/);
    const short = await post("/sign-up/email", { email: "short@example.com", password: "1234567", name: "S" });
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("creates exactly one account from 20 concurrent sign-ups with one e-mail, without a 5xx", async () => {
    // The losers can reach the database's unique key, which better-auth logs before we answer 422.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          "/sign-up/email",
          { email: "race@example.com", password: "race-password", name: "R" },
          { ip: `10.9.${i}.1` },
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const accounts = await fresh.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "race@example.com")
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it("answers a wrong password and an unknown e-mail the same way, in similar time", async () => {
    let attempts = 0;
    await post("/sign-up/email", { email: "known@example.com", password: "right-password", name: "K" });
    const attempt = async (email: string) => {
      const started = performance.now();
      const response = await post(
        "/sign-in/email",
        { email, password: "wrong-password" },
        { ip: `10.8.0.${++attempts}` },
      );
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    // Warm up, then compare medians.
    await attempt("known@example.com");
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await attempt("known@example.com");
      const b = await attempt(`nobody${i}@example.com`);
      expect(a.status).toBe(401);
      expect(b.status).toBe(a.status);
      expect(b.body).toBe(a.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[1] ?? 0;
    const ratio = median(wrong) / median(unknown);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it("hashes passwords off the event loop", async () => {
    const { password } = await services.auth.$context;
    // A hash done on this thread would block the call itself for its whole cost; in the
    // thread pool the call returns at once and the work finishes later.
    const started = performance.now();
    const pending = Promise.all(Array.from({ length: 4 }, () => password.hash("correct horse battery")));
    const blockedFor = performance.now() - started;
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    const hashes = await pending;
    clearInterval(ticker);
    const total = performance.now() - started;
    expect(hashes).toHaveLength(4);
    expect(blockedFor).toBeLessThan(total / 4);
    expect(ticks).toBeGreaterThan(0);
  });

  it("refuses oversized fields and malformed JSON with 400 and no internals", async () => {
    const long = `${"a".repeat(250)}@example.com`;
    for (const body of [
      { email: long, password: "password-1", name: "L" },
      { email: "ok@example.com", password: "p".repeat(129), name: "L" },
      { email: "ok@example.com", password: "password-1", name: "n".repeat(101) },
    ]) {
      const response = await post("/sign-up/email", body);
      expect(response.status).toBe(400);
    }
    const malformed = await post("/sign-in/email", null, { raw: '{"email":' });
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(text).not.toMatch(/at \w+ \(|SELECT|INSERT|node_modules/i);
  });

  it("rate-limits sign-in per client address with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const response = await post("/sign-in/email", { email: "x@example.com", password: "wrong-password" });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await post("/sign-in/email", { email: "x@example.com", password: "wrong-password" }, { ip: "10.7.7.7" })).status,
    ).toBe(401);
  });

  it("ends the session on the server at sign-out", async () => {
    const signUp = await post("/sign-up/email", { email: "out@example.com", password: "password-1", name: "O" });
    const cookie = cookieOf(signUp);
    expect((await (await get("/get-session", cookie)).json())?.user?.email).toBe("out@example.com");
    expect((await post("/sign-out", {}, { cookie })).status).toBe(200);
    expect(await (await get("/get-session", cookie)).json()).toBeNull();
    expect(
      await fresh.database.db
        .selectFrom("session" as never)
        .selectAll()
        .execute(),
    ).toHaveLength(0);
  });

  it("caps a session at 30 days from sign-in however often it is refreshed", async () => {
    const signUp = await post("/sign-up/email", { email: "old@example.com", password: "password-1", name: "O" });
    const cookie = cookieOf(signUp);
    // Pretend the session began 29.5 days ago and was last refreshed two days ago.
    const began = clock.millis() - (SESSION_ABSOLUTE_LIFETIME_SECONDS - 12 * 3600) * 1000;
    const lastRefresh = clock.millis() + 5 * 24 * 3600 * 1000;
    const asDate = (ms: number) => (kind === "sqlite" ? new Date(ms).toISOString() : new Date(ms));
    await fresh.database.db
      .updateTable("session" as never)
      .set({ createdAt: asDate(began), expiresAt: asDate(lastRefresh) } as never)
      .execute();
    const body = await (await get("/get-session", cookie)).json();
    const expiresAt = Date.parse(body.session.expiresAt);
    expect(expiresAt).toBeLessThanOrEqual(began + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000 + 1000);
  });

  it("sets the session cookie for a fresh ID token only, and clears it", async () => {
    const signUp = await post("/sign-up/email", { email: "sync@example.com", password: "password-1", name: "S" });
    const session = await get("/get-session", cookieOf(signUp));
    const token = session.headers.get("set-auth-jwt");
    expect(token).toBeTruthy();
    const sync = (authorization?: string) =>
      syncSession(
        new Request(`${TEST_ORIGIN}/api/session`, {
          method: "POST",
          headers: { cookie: cookieOf(signUp), ...(authorization ? { authorization } : {}) },
        }),
        services,
      );
    const ok = await sync(`Bearer ${token}`);
    expect(ok.status).toBe(204);
    const cookie = ok.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^ironpeak_id_session=ey/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    for (const bad of [undefined, "Bearer ", `Bearer ${token}x`, `Bearer ${forge(token ?? "")}`, "Basic abc"]) {
      const refused = await sync(bad);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("set-cookie")).toBeNull();
    }
    const cleared = await clearSession(new Request(`${TEST_ORIGIN}/api/session`, { method: "DELETE" }), services);
    expect(cleared.status).toBe(204);
    expect(cleared.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("sets no session cookie for a token whose session has ended, or that belongs to someone else", async () => {
    const signUp = await post("/sign-up/email", { email: "gone@example.com", password: "password-1", name: "G" });
    const cookie = cookieOf(signUp);
    const token = (await get("/get-session", cookie)).headers.get("set-auth-jwt");
    const other = await post("/sign-up/email", { email: "other@example.com", password: "password-1", name: "O" });
    const sync = (sessionCookie?: string) =>
      syncSession(
        new Request(`${TEST_ORIGIN}/api/session`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, ...(sessionCookie ? { cookie: sessionCookie } : {}) },
        }),
        services,
      );
    expect((await sync(cookie)).status).toBe(204);
    expect((await sync()).status).toBe(401);
    expect((await sync(cookieOf(other))).status).toBe(401);
    await post("/sign-out", {}, { cookie });
    const afterSignOut = await sync(cookie);
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.headers.get("set-cookie")).toBeNull();
  });

  it("names the session cookie __Host- over HTTPS", async () => {
    // A second server's services on the same database, with a connection of their own to close.
    const secureServices = await createServices(
      parseEnv({
        ...fresh.env,
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: TEST_SECRET,
        SITE_URL: "https://ironpeak.example",
        DEMO_EMAIL: "",
        DEMO_STAFF_EMAIL: "",
      }),
    );
    onTestFinished(() => secureServices.close());
    const origin = "https://ironpeak.example";
    const signUp = await handleAuthRequest(
      new Request(`${origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, [CLIENT_IP_HEADER]: ip },
        body: JSON.stringify({ email: "tls@example.com", password: "password-1", name: "T" }),
      }),
      secureServices,
    );
    const cookie = cookieOf(signUp);
    const session = await handleAuthRequest(
      new Request(`${origin}/api/auth/get-session`, { headers: { cookie, [CLIENT_IP_HEADER]: ip } }),
      secureServices,
    );
    const synced = await syncSession(
      new Request(`${origin}/api/session`, {
        method: "POST",
        headers: { cookie, authorization: `Bearer ${session.headers.get("set-auth-jwt")}` },
      }),
      secureServices,
    );
    expect(synced.status).toBe(204);
    const set = synced.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/^__Host-ironpeak_id_session=ey/);
    expect(set).toMatch(/; Path=\/;/);
    expect(set).toMatch(/; Secure/);
    expect(set).not.toMatch(/Domain=/i);
    const cleared = await clearSession(new Request(`${origin}/api/session`, { method: "DELETE" }), secureServices);
    expect(cleared.headers.get("set-cookie")).toMatch(/^__Host-ironpeak_id_session=; .*Max-Age=0/);
  });

  it("logs a hostile callbackURL as one escaped line", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post("/sign-in/email", {
      email: "x@example.com",
      password: "password-1",
      callbackURL:
        "https://evil.example/\n2026-01-01T00:00:00.000Z INFO [Better Auth]: forged\u001b]52;c;ZWNobw==\u0007",
    });
    expect(response.status).toBe(403);
    const lines = error.mock.calls.map((call) => call.map(String).join(" "));
    expect(lines.some((line) => line.includes("evil.example"))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain("\n");
      expect(line).not.toContain("\u001b");
    }
  });
});

/** The same token with its payload changed (a different user), signature kept: must not verify. */
function forge(token: string): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
  claims.sub = "someone-else";
  return [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
}
