import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shownDemoAccounts } from "#app/features/accounts/demo-accounts.server.ts";
import { roleOf } from "#app/features/staff/roles.server.ts";
import { auditEntries, createAccount } from "#app/features/staff/test-support.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { createServices } from "#app/services.server.ts";
import { signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { startServer } from "#tests/support/server-process.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";
import { TEST_ORIGIN, TEST_SECRET } from "#tests/support/test-settings.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** Runs `npm run staff -- …` as an operator would (node scripts/staff.ts), on the test's database. */
function staff(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/staff.ts", ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", ...testClockEnv(), DEMO_EMAIL: "", DEMO_STAFF_EMAIL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run staff: what it says without a database", () => {
  it("explains itself with --help", async () => {
    const result = await staff(["--help"], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Usage: npm run staff -- COMMAND");
    expect(result.stdout).toContain("grant EMAIL staff|owner");
  });

  it.each([
    [[], "Say what to do: grant, revoke or list."],
    [["promote", "a@b.co"], 'Unknown command "promote".'],
    [["grant", "a@b.co", "admin"], 'The role must be staff, owner or coach, not "admin".'],
    [["grant", "a@b.co", "staff", "--trainer", "maya"], "--trainer goes with the role coach only."],
    [["list", "all"], "Wrong arguments for list."],
    [["--frobnicate"], "Unknown option '--frobnicate'"],
  ])("answers %j with the usage and exit code 2, never a stack trace", async (args, message) => {
    const result = await staff(args, { DATA_DIR: "/nonexistent/never-opened" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: npm run staff -- COMMAND");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

/** A server start on the test's database, with these demo settings. */
function startServices(fresh: FreshDatabase, env: Record<string, string>) {
  return createServices(parseEnv({ ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, SITE_URL: TEST_ORIGIN, ...env }));
}

describe.each(databaseKinds)("npm run staff on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("makes the first owner, lists the team, takes a role away, and logs each change as the command line's", async () => {
    const boss = await createAccount(fresh.database, { email: "boss@gym.example", name: "Boss" });
    await createAccount(fresh.database, { email: "coach@gym.example", name: "Coach" });
    expect((await staff(["list"], fresh.env)).stdout).toBe(
      "No staff yet. Make someone an owner: npm run staff -- grant EMAIL owner\n",
    );
    expect(await staff(["grant", "Boss@Gym.example", "owner"], fresh.env)).toMatchObject({
      code: 0,
      stdout:
        "boss@gym.example is now an owner (was a member).\n" +
        "This install is now the gym's: demo mode is over, and no demo account will be seeded again.\n",
    });
    expect((await staff(["grant", "coach@gym.example", "staff"], fresh.env)).stdout).toBe(
      "coach@gym.example is now staff (was a member).\n",
    );
    expect((await staff(["grant", "coach@gym.example", "staff"], fresh.env)).stdout).toBe(
      "coach@gym.example is already staff: nothing changed.\n",
    );
    const list = (await staff(["list"], fresh.env)).stdout.split("\n");
    expect(list[0]).toMatch(/^Owner {3}boss@gym\.example {2}\(Boss; since \d{4}-\d{2}-\d{2}, by command line\)$/);
    expect(list[1]).toMatch(/^Staff {3}coach@gym\.example {2}\(Coach; since/);
    expect((await staff(["revoke", "coach@gym.example"], fresh.env)).stdout).toBe(
      "coach@gym.example is now a member (was staff).\n",
    );
    expect(await roleOf(fresh.database.db, boss.id)).toBe("owner");
    expect(
      (await auditEntries(fresh.database)).map((entry) => [entry.action, entry.actor, entry.subject_label]),
    ).toEqual([
      ["role.granted", "command line", "boss@gym.example"],
      ["role.granted", "command line", "coach@gym.example"],
      ["role.revoked", "command line", "coach@gym.example"],
    ]);
  });

  it("makes an account a coach of the trainer named, or of the trainer whose name is the account's", async () => {
    const [first, second] = currentSchedule().trainers;
    if (!first || !second) throw new Error("the sample schedule has two trainers");
    await createAccount(fresh.database, { email: "named@gym.example", name: first.name });
    await createAccount(fresh.database, { email: "other@gym.example", name: "Someone Else" });
    expect((await staff(["grant", "named@gym.example", "coach"], fresh.env)).stdout).toContain(
      `named@gym.example is now a coach, teaching as ${first.name} (was a member).`,
    );
    const unnamed = await staff(["grant", "other@gym.example", "coach"], fresh.env);
    expect(unnamed.code).toBe(1);
    expect(unnamed.stderr).toContain("No trainer of the timetable is called Someone Else");
    expect((await staff(["grant", "other@gym.example", "coach", "--trainer", second.id], fresh.env)).stdout).toContain(
      `other@gym.example is now a coach, teaching as ${second.name} (was a member).`,
    );
    const list = (await staff(["list"], fresh.env)).stdout;
    expect(list).toContain(`Coach   named@gym.example  (${first.name}; teaches as ${first.name}; since`);
  });

  it("ends demo mode for good with the gym's first role: the demo accounts go, /login stops showing them", async () => {
    const demoEnv = {
      DEMO_EMAIL: "demo@gym.example",
      DEMO_PASSWORD: "demo-password-1",
      DEMO_STAFF_EMAIL: "desk@gym.example",
      DEMO_STAFF_PASSWORD: "desk-password-1",
    };
    const first = await startServices(fresh, demoEnv);
    expect(await shownDemoAccounts(fresh.database.db, first.env)).toEqual({
      member: { email: "demo@gym.example", password: "demo-password-1" },
      staff: { email: "desk@gym.example", password: "desk-password-1" },
    });
    await first.close();
    await createAccount(fresh.database, { email: "boss@gym.example", name: "Boss" });

    const granted = await staff(["grant", "boss@gym.example", "owner"], { ...fresh.env, ...demoEnv });
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(
      "Locked out now and removed at the server's next start: demo@gym.example, desk@gym.example.",
    );
    // Locked out at once: nobody signs in with the published passwords, the desk role is gone.
    expect((await fresh.database.db.selectFrom("staff_roles").select("role").execute()).map((row) => row.role)).toEqual(
      ["owner"],
    );
    const credentials = await sql<{ email: string }>`
      SELECT u.email FROM account a JOIN "user" u ON u.id = a."userId"
      WHERE u.email IN ('demo@gym.example', 'desk@gym.example')`.execute(fresh.database.db);
    expect(credentials.rows).toEqual([]);

    // Started again with the same variables: no demo account comes back, and the log says why.
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const again = await startServices(fresh, demoEnv);
    expect(logged.mock.calls.flat().join("\n")).toContain("Demo staff account desk@gym.example removed");
    expect(logged.mock.calls.flat().join("\n")).toContain("This install was claimed by boss@gym.example");
    expect(await shownDemoAccounts(fresh.database.db, again.env)).toEqual({ member: null, staff: null });
    expect((await fresh.database.db.selectFrom("user").select("email").execute()).map((row) => row.email)).toEqual([
      "boss@gym.example",
    ]);
    await again.close();
    // A later grant claims nothing more.
    await createAccount(fresh.database, { email: "coach@gym.example", name: "Coach" });
    expect((await staff(["grant", "coach@gym.example", "staff"], fresh.env)).stdout).toBe(
      "coach@gym.example is now staff (was a member).\n",
    );
  });

  it("leaves the books of a gym that sold nothing empty after its first grant: the demo member's membership goes with demo mode", async () => {
    // As a new gym finds it: the server in demo mode, the owner signs up, is made owner at
    // the command line while the server runs, and opens the revenue report.
    const demoEnv = { DEMO_EMAIL: "demo@gym.example", DEMO_PASSWORD: "demo-password-1" };
    const server = await startServer({ ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, ...demoEnv });
    let owner: { email: string; cookie: string };
    try {
      owner = await signUp(server, "owner", { acceptTerms: false });
      expect((await staff(["grant", owner.email, "owner"], { ...fresh.env, ...demoEnv })).code).toBe(0);
      const response = await fetch(`${server.origin}/staff/reports/revenue`, { headers: { cookie: owner.cookie } });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain("No active memberships.");
      expect(page).not.toContain("1 active membership");
    } finally {
      await server.stop();
    }
    // Started again: the demo account is removed, and nothing of it stays on the books.
    vi.spyOn(console, "log").mockImplementation(() => {});
    await (await startServices(fresh, demoEnv)).close();
    const db = fresh.database.db;
    expect((await db.selectFrom("user").select("email").execute()).map((row) => row.email)).toEqual([owner.email]);
    expect(await db.selectFrom("memberships").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("sales").select("id").execute()).toEqual([]);
  });

  it("refuses, with exit code 1 and a sentence, an unknown account and the demo member account", async () => {
    await createAccount(fresh.database, { email: "demo@gym.example" });
    const unknown = await staff(["grant", "nobody@gym.example", "staff"], fresh.env);
    expect(unknown).toMatchObject({ code: 1, stdout: "" });
    expect(unknown.stderr).toBe("No account uses nobody@gym.example. They need to sign up first.\n");
    const demo = await staff(["grant", "demo@gym.example", "staff"], {
      ...fresh.env,
      DEMO_EMAIL: "demo@gym.example",
      DEMO_PASSWORD: "demo-password-1",
    });
    expect(demo.code).toBe(1);
    expect(demo.stderr).toContain("demo@gym.example is the demo member account");
    expect(await auditEntries(fresh.database)).toEqual([]);
  });

  it("prints names and addresses with their control characters escaped, so a name cannot drive the terminal", async () => {
    await createAccount(fresh.database, {
      email: "coach@gym.example",
      name: "Evil\u001b[2J\u001b]52;c;aGk=\u0007\nowner  x",
    });
    await staff(["grant", "coach@gym.example", "staff"], fresh.env);
    const { stdout } = await staff(["list"], fresh.env);
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("Evil\\x1b[2J\\x1b]52;c;aGk=\\x07\\nowner  x");
    expect(stdout.trim().split("\n")).toHaveLength(1);
  });
});
