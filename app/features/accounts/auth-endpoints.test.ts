import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AccountsApi, accountsApi } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { AUTH_ENDPOINTS, findAuthEndpoint, UNUSED_AUTH_PATHS } from "./auth-endpoints.ts";

describe.each(databaseKinds)("the /api/auth endpoints on %s", (kind) => {
  let api: AccountsApi;

  beforeEach(async () => {
    api = await accountsApi(kind, { AUTH_RATE_LIMIT_MAX: "3" });
  });
  afterEach(async () => {
    await api.dispose();
  });

  const counters = async () =>
    (await api.fresh.database.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);

  it("answers an unknown path 404 and keeps no rate-limit counter for it", async () => {
    for (let i = 0; i < 40; i++) {
      const response = await api.post(`/no-such-endpoint-${i}`, {});
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await api.get(`/x${"/".repeat(500)}y`)).status).toBe(404);
    expect(await counters()).toEqual([]);
  });

  it("answers the endpoints the product does not use 404, in better-auth too", async () => {
    for (const path of ["/update-user", "/list-sessions", "/revoke-sessions", "/change-email", "/ok"]) {
      expect((await api.post(path, {})).status, path).toBe(404);
      const direct = await api.services.auth.handler(
        new Request(`${TEST_ORIGIN}/api/auth${path}`, {
          method: "POST",
          headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
          body: "{}",
        }),
      );
      expect(direct.status, path).toBe(404);
    }
  });

  it("keeps one counter per address and endpoint, whatever token a path carries", async () => {
    for (let i = 0; i < 5; i++) await api.get(`/reset-password/token-${i}?callbackURL=/`);
    expect(await counters()).toEqual(["auth:10.1.0.1|/reset-password/:token"]);
  });

  it("logs each refused attempt with its cause and client address, never the e-mail or password", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await api.post("/sign-in/email", { email: "who@example.com", password: "guess-number-1" }, { ip: "203.0.113.9" });
    await api.post("/sign-up/email", { email: "new@example.com", password: "short", name: "N" }, { ip: "203.0.113.9" });
    const lines = warn.mock.calls.map((call) => call.join(" "));
    expect(lines).toEqual([
      "Auth refused: /sign-in/email 401 INVALID_EMAIL_OR_PASSWORD client 203.0.113.9",
      "Auth refused: /sign-up/email 400 PASSWORD_TOO_SHORT client 203.0.113.9",
    ]);
  });

  it("counts each IPv6 address on its own, not each /64", async () => {
    const attempt = (ip: string) =>
      api.post("/sign-in/email", { email: "x@example.com", password: "wrong-pass" }, { ip });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt("2001:db8:1:2::a")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt("2001:db8:1:2::b")).status).toBe(401);
    // The same address however it is written.
    expect((await attempt("2001:DB8:1:2:0:0:0:A")).status).toBe(429);
  });
});

describe("the list of endpoints", () => {
  it("names every endpoint better-auth has, as served or as unused", async () => {
    const api = await accountsApi("sqlite");
    try {
      const paths = Object.values(api.services.auth.api)
        .map((endpoint) => (endpoint as { path?: string }).path)
        .filter((path): path is string => typeof path === "string");
      const named = new Set([...AUTH_ENDPOINTS.map((endpoint) => endpoint.path), ...UNUSED_AUTH_PATHS]);
      expect(paths.filter((path) => !named.has(path))).toEqual([]);
      expect([...named].filter((path) => !paths.includes(path))).toEqual([]);
    } finally {
      await api.dispose();
    }
  });

  it("matches a path with a token to its endpoint, and nothing else", () => {
    expect(findAuthEndpoint("/reset-password/abc123")?.path).toBe("/reset-password/:token");
    expect(findAuthEndpoint("/reset-password/")).toBeUndefined();
    expect(findAuthEndpoint("/sign-in/email/")).toBeUndefined();
    expect(findAuthEndpoint("/sign-in/email/x")).toBeUndefined();
  });
});
