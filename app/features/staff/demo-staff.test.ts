import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { TEST_ORIGIN, TEST_SECRET } from "#tests/support/test-settings.ts";
import { listTeam } from "./roles.server.ts";
import { auditEntries } from "./test-support.ts";

const DESK = { email: "desk@ironpeak.example", password: "front-desk-password" };

describe.each(databaseKinds)("the demo staff account on %s", (kind) => {
  let fresh: FreshDatabase;
  let started: Services[];
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    started = [];
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(async () => {
    for (const services of started) await services.close().catch(() => {});
    await fresh.dispose();
  });

  /** A server start on this database (each start opens its own connection to it). */
  async function start(
    demo: Record<string, string> = { DEMO_STAFF_EMAIL: DESK.email, DEMO_STAFF_PASSWORD: DESK.password },
  ) {
    const env = parseEnv({
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      SITE_URL: TEST_ORIGIN,
      DEMO_EMAIL: "",
      ...demo,
    });
    const services = await createServices(env);
    started.push(services);
    return services;
  }

  const signIn = (services: Services, password: string) =>
    services.auth.api.signInEmail({ body: { email: DESK.email, password }, asResponse: true });

  it("is created at start as staff, signs in with the published password, and leaves no session behind", async () => {
    const services = await start();
    expect((await listTeam(fresh.database.db)).map((member) => [member.email, member.role, member.grantedBy])).toEqual([
      [DESK.email, "staff", "demo setup"],
    ]);
    expect(
      await fresh.database.db
        .selectFrom("session" as never)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect((await signIn(services, DESK.password)).status).toBe(200);
    expect((await auditEntries(fresh.database)).map((entry) => [entry.action, entry.actor])).toEqual([
      ["role.granted", "demo setup"],
    ]);
  });

  it("gets its published password and its role back at the next start, and is seeded once however often", async () => {
    const first = await start();
    const ctx = await first.auth.$context;
    const account = await ctx.internalAdapter.findUserByEmail(DESK.email);
    await ctx.internalAdapter.updatePassword(account?.user.id ?? "", await ctx.password.hash("changed-by-someone"));
    await fresh.database.db.deleteFrom("staff_roles").execute();
    vi.spyOn(console, "warn").mockImplementation(() => {});

    const second = await start();
    expect((await signIn(second, DESK.password)).status).toBe(200);
    expect((await listTeam(fresh.database.db)).map((member) => member.email)).toEqual([DESK.email]);
    const users = await fresh.database.db.selectFrom("user").select("email").where("email", "=", DESK.email).execute();
    expect(users).toHaveLength(1);
  });

  it("is removed at the next start once no longer configured: signed out, no role, no account, and the log says so", async () => {
    const first = await start();
    const signedIn = await signIn(first, DESK.password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const second = await start({ DEMO_STAFF_EMAIL: "" });
    expect(logged.mock.calls.flat().join("\n")).toContain(`Demo staff account ${DESK.email} removed`);
    expect(
      await fresh.database.db.selectFrom("user").select("email").where("email", "=", DESK.email).execute(),
    ).toEqual([]);
    expect(await listTeam(fresh.database.db)).toEqual([]);
    expect(await second.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    // Nobody can take the published password over now: the account is gone.
    expect((await signIn(second, DESK.password)).status).toBe(401);
  });
});
