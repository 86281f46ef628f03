import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { entitlementsOf } from "#app/features/memberships/member-entitlements.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { DEMO_ACCOUNT_READ_ONLY, isDemoAccount } from "./demo-accounts.server.ts";

const DEMO = { email: "demo@ironpeak.example", password: "ironpeak-demo" };
const DEMO_STAFF = { email: "desk@ironpeak.example", password: "front-desk-demo" };
const DEMO_ENV = {
  DEMO_EMAIL: DEMO.email,
  DEMO_PASSWORD: DEMO.password,
  DEMO_STAFF_EMAIL: DEMO_STAFF.email,
  DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
};

describe.each(databaseKinds)("the demo account on %s", (kind) => {
  let api: AccountsApi;

  beforeEach(async () => {
    api = await accountsApi(kind, DEMO_ENV);
  });
  afterEach(async () => {
    await api.dispose();
  });

  async function signInAsDemo() {
    const response = await api.post("/sign-in/email", DEMO);
    expect(response.status).toBe(200);
    return cookieOf(response);
  }

  it("signs in, reads its session and signs out like any member", async () => {
    const cookie = await signInAsDemo();
    expect((await (await api.get("/get-session", { cookie })).json()).user.email).toBe(DEMO.email);
    expect((await api.get("/token", { cookie })).status).toBe(200);
    expect((await api.post("/sign-out", {}, { cookie })).status).toBe(200);
  });

  it("cannot change its password or delete itself, and says why", async () => {
    const cookie = await signInAsDemo();
    const attempts = [
      api.post(
        "/change-password",
        { currentPassword: DEMO.password, newPassword: "taken-over-1", revokeOtherSessions: true },
        { cookie },
      ),
      api.post("/delete-user", { password: DEMO.password }, { cookie }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject(DEMO_ACCOUNT_READ_ONLY);
    }
    // The published password still works.
    expect((await api.post("/sign-in/email", DEMO)).status).toBe(200);
  });

  it("keeps the demo staff account as read-only: it is just as public", async () => {
    const signIn = await api.post("/sign-in/email", DEMO_STAFF);
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const attempts = [
      api.post("/change-password", { currentPassword: DEMO_STAFF.password, newPassword: "taken-over-1" }, { cookie }),
      api.post("/delete-user", { password: DEMO_STAFF.password }, { cookie }),
      api.post("/request-password-reset", { email: DEMO_STAFF.email, redirectTo: "/" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject(DEMO_ACCOUNT_READ_ONLY);
    }
    expect((await api.post("/sign-in/email", DEMO_STAFF)).status).toBe(200);
  });

  it("cannot have a password reset sent to it", async () => {
    const response = await api.post("/request-password-reset", { email: "Demo@Ironpeak.example", redirectTo: "/" });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe(DEMO_ACCOUNT_READ_ONLY.code);
  });

  it("cannot update, re-address or end its other sessions: those endpoints are closed to everyone", async () => {
    const cookie = await signInAsDemo();
    for (const path of ["/update-user", "/change-email", "/revoke-sessions", "/revoke-other-sessions"]) {
      expect((await api.post(path, { name: "Taken", newEmail: "x@example.com" }, { cookie })).status, path).toBe(404);
    }
  });

  it("leaves members free to change their own password", async () => {
    const signUp = await api.post("/sign-up/email", { email: "ann@example.com", password: "password-1", name: "Ann" });
    const response = await api.post(
      "/change-password",
      { currentPassword: "password-1", newPassword: "password-2" },
      { cookie: cookieOf(signUp) },
    );
    expect(response.status).toBe(200);
  });

  it("holds the gym's first unlimited membership from the start, bought by no sale, so the demo books", async () => {
    const ctx = await api.services.auth.$context;
    const demo = await ctx.internalAdapter.findUserByEmail(DEMO.email);
    const held = await entitlementsOf(api.services.database, demo?.user.id ?? "");
    const { memberships } = currentProducts();
    const expected = memberships.find((product) => product.classesPerWeek === null) ?? memberships[0];
    expect(held.membership).toMatchObject({ productId: expected?.id, status: "active", books: true });
    expect(Date.parse(held.membership?.renewsAt ?? "")).toBeGreaterThan(clock.millis() + 300 * 24 * 60 * 60 * 1000);
    const sales = await api.services.database.db.selectFrom("sales").selectAll().execute();
    expect(sales).toEqual([]);

    // A restart keeps the one membership rather than adding another.
    const restarted = await accountsApi(kind, DEMO_ENV, api.fresh);
    onTestFinished(() => restarted.dispose());
    const rows = await api.services.database.db
      .selectFrom("memberships")
      .select("id")
      .where("user_id", "=", demo?.user.id ?? "")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("gets its published password back at start when it was changed behind the site's back", async () => {
    const ctx = await api.services.auth.$context;
    const demo = await ctx.internalAdapter.findUserByEmail(DEMO.email);
    await ctx.internalAdapter.updatePassword(demo?.user.id ?? "", await ctx.password.hash("changed-by-someone"));
    expect((await api.post("/sign-in/email", DEMO)).status).toBe(401);

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const restarted = await accountsApi(kind, DEMO_ENV, api.fresh);
    onTestFinished(() => restarted.dispose());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("the published one is back"));
    expect((await restarted.post("/sign-in/email", DEMO)).status).toBe(200);
    expect((await restarted.post("/sign-in/email", { ...DEMO, password: "changed-by-someone" })).status).toBe(401);
  });
});

describe("a demo password on the common list", () => {
  it("stops the start with a message that says what to change", async () => {
    await expect(accountsApi("sqlite", { DEMO_EMAIL: DEMO.email, DEMO_PASSWORD: "password123" })).rejects.toThrow(
      "DEMO_PASSWORD is one of the most common passwords; choose another.",
    );
  });
});

describe("isDemoAccount", () => {
  it("knows the demo address however it is written, and nothing else", () => {
    const env = { DEMO_EMAIL: "demo@ironpeak.example" };
    expect(isDemoAccount(env, "demo@ironpeak.example")).toBe(true);
    expect(isDemoAccount(env, " Demo@IronPeak.example ")).toBe(true);
    expect(isDemoAccount(env, "ann@example.com")).toBe(false);
    expect(isDemoAccount(env, undefined)).toBe(false);
    expect(isDemoAccount({}, "demo@ironpeak.example")).toBe(false);
    expect(isDemoAccount({ DEMO_EMAIL: "" }, "")).toBe(false);
  });
});
