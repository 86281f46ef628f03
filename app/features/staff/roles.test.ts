import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteAccount } from "#app/features/accounts/test-support.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { COMMAND_LINE } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import { coachTrainerOf, hasRole, listTeam, roleOf, setRole } from "./roles.server.ts";
import { auditEntries, createAccount, createStaffActor } from "./test-support.ts";

const demoAccounts = { DEMO_EMAIL: "demo@ironpeak.example", DEMO_STAFF_EMAIL: "desk@ironpeak.example" };

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StaffRefused) return error.code;
    throw error;
  }
  return "accepted";
}

describe("what each role may do", () => {
  it("ranks member below staff below owner, and a coach beside them: no desk rights, only a coach's", () => {
    expect(hasRole("coach", "staff")).toBe(false);
    expect(hasRole("coach", "coach")).toBe(true);
    expect(hasRole("staff", "coach")).toBe(false);
    expect(hasRole("member", "staff")).toBe(false);
    expect(hasRole("staff", "staff")).toBe(true);
    expect(hasRole("staff", "owner")).toBe(false);
    expect(hasRole("owner", "staff")).toBe(true);
    expect(hasRole("owner", "owner")).toBe(true);
  });
});

describe.each(databaseKinds)("roles on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const grant = (
    email: string,
    role: "member" | "staff" | "owner",
    from: "console" | "command line" = "command line",
  ) => setRole(fresh.database, { email, role, actor: COMMAND_LINE, demoAccounts, from });

  it("makes every account a member until someone gives it a role, which is audited", async () => {
    const account = await createAccount(fresh.database, { email: "Coach@Example.com", name: "Coach" });
    expect(await roleOf(fresh.database.db, account.id)).toBe("member");
    expect(await grant("  COACH@example.com ", "staff")).toMatchObject({ before: "member", after: "staff" });
    expect(await roleOf(fresh.database.db, account.id)).toBe("staff");
    await grant(account.email, "owner");
    await grant(account.email, "member");
    expect(await roleOf(fresh.database.db, account.id)).toBe("member");
    const entries = await auditEntries(fresh.database);
    expect(
      entries.map((entry) => [entry.action, entry.actor, entry.subject_label, entry.before_state, entry.after_state]),
    ).toEqual([
      ["role.granted", "command line", "coach@example.com", '{"role":"member"}', '{"role":"staff"}'],
      ["role.granted", "command line", "coach@example.com", '{"role":"staff"}', '{"role":"owner"}'],
      ["role.revoked", "command line", "coach@example.com", '{"role":"owner"}', '{"role":"member"}'],
    ]);
  });

  it("changes nothing, and logs nothing, when the account already has the role", async () => {
    const account = await createAccount(fresh.database, { email: "coach@example.com" });
    await grant(account.email, "staff");
    expect(await grant(account.email, "staff")).toMatchObject({ before: "staff", after: "staff" });
    expect(await grant("COACH@example.com", "staff")).toMatchObject({ before: "staff" });
    expect(await auditEntries(fresh.database)).toHaveLength(1);
  });

  it("never makes the demo member account staff, nor the demo staff account an owner", async () => {
    await createAccount(fresh.database, { email: demoAccounts.DEMO_EMAIL });
    const desk = await createAccount(fresh.database, { email: demoAccounts.DEMO_STAFF_EMAIL });
    await expect(grant("DEMO@ironpeak.example", "staff")).rejects.toThrow(
      "demo@ironpeak.example is the demo member account: its password is shown on the sign-in page, so it can never be staff.",
    );
    expect(await refusal(grant(demoAccounts.DEMO_EMAIL, "owner"))).toBe("DEMO_ACCOUNT_NEVER_STAFF");
    await grant(desk.email, "staff");
    expect(await refusal(grant(desk.email, "owner"))).toBe("DEMO_STAFF_NEVER_OWNER");
    expect(await roleOf(fresh.database.db, desk.id)).toBe("staff");
  });

  it("says who has no account yet", async () => {
    await expect(grant("nobody@example.com", "staff")).rejects.toThrow(
      "No account uses nobody@example.com. They need to sign up first.",
    );
  });

  it("lets the console give and take staff only: owners are made and unmade at the command line", async () => {
    const member = await createAccount(fresh.database, { email: "member@example.com" });
    const owner = await createAccount(fresh.database, { email: "owner@example.com" });
    await grant(owner.email, "owner");
    expect(await grant(member.email, "staff", "console")).toMatchObject({ after: "staff" });
    expect(await grant(member.email, "member", "console")).toMatchObject({ after: "member" });
    expect(await refusal(grant(member.email, "owner", "console"))).toBe("OWNERS_CHANGE_FROM_COMMAND_LINE");
    expect(await refusal(grant(owner.email, "member", "console"))).toBe("OWNERS_CHANGE_FROM_COMMAND_LINE");
    expect(await refusal(grant(owner.email, "staff", "console"))).toBe("OWNERS_CHANGE_FROM_COMMAND_LINE");
    expect(await roleOf(fresh.database.db, owner.id)).toBe("owner");
  });

  it("only knows the roles member, staff and owner: the database refuses any other", async () => {
    const account = await createAccount(fresh.database, { email: "x@example.com" });
    await expect(
      fresh.database.db
        .insertInto("staff_roles")
        .values({ user_id: account.id, role: "admin" as never, granted_at: "now", granted_by: "test" })
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
  });

  it("lists the team, owners first, and forgets the role of a deleted account", async () => {
    const staff = await createStaffActor(fresh.database, "staff");
    const owner = await createStaffActor(fresh.database, "owner");
    await createAccount(fresh.database, { email: "member@example.com" });
    expect((await listTeam(fresh.database.db)).map((member) => [member.email, member.role])).toEqual([
      [owner.label, "owner"],
      [staff.label, "staff"],
    ]);
    await deleteAccount(fresh.database, staff.id);
    expect((await listTeam(fresh.database.db)).map((member) => member.email)).toEqual([owner.label]);
  });

  it("makes a coach of a trainer who teaches, one role at a time, audited, and lists coaches after the desk", async () => {
    const [trainer, other] = currentSchedule().trainers;
    if (!trainer || !other) throw new Error("the sample schedule has two trainers");
    const account = await createAccount(fresh.database, { email: "teacher@example.com", name: "Teacher" });
    const coach = (trainerGiven?: string) =>
      setRole(fresh.database, {
        email: account.email,
        role: "coach",
        trainer: trainerGiven,
        actor: COMMAND_LINE,
        demoAccounts,
        from: "console",
      });
    expect(await refusal(coach())).toBe("UNKNOWN_TRAINER");
    expect(await refusal(coach("Nobody Known"))).toBe("UNKNOWN_TRAINER");
    expect(await coach(trainer.name.toUpperCase())).toMatchObject({
      before: "member",
      after: "coach",
      changed: true,
      trainer: { id: trainer.id, name: trainer.name },
    });
    expect(await roleOf(fresh.database.db, account.id)).toBe("coach");
    expect(await coachTrainerOf(fresh.database.db, account.id)).toEqual({ id: trainer.id, name: trainer.name });
    expect(await coach(trainer.id)).toMatchObject({ changed: false });
    expect(await coach(other.id)).toMatchObject({ changed: true, trainer: { id: other.id } });
    // Staff is another role: the coach's row goes; and back.
    await grant(account.email, "staff", "console");
    expect(await coachTrainerOf(fresh.database.db, account.id)).toBeNull();
    await coach(trainer.id);
    expect(await fresh.database.db.selectFrom("staff_roles").selectAll().execute()).toEqual([]);
    const owner = await createStaffActor(fresh.database, "owner");
    expect(
      (await listTeam(fresh.database.db)).map((member) => [member.email, member.role, member.trainer?.id]),
    ).toEqual([
      [owner.label, "owner", undefined],
      [account.email, "coach", trainer.id],
    ]);
    await grant(account.email, "member", "console");
    expect(await roleOf(fresh.database.db, account.id)).toBe("member");
    const entries = await auditEntries(fresh.database);
    expect(entries.map((entry) => entry.after_state)).toEqual([
      JSON.stringify({ role: "coach", trainer: trainer.name }),
      JSON.stringify({ role: "coach", trainer: other.name }),
      JSON.stringify({ role: "staff" }),
      JSON.stringify({ role: "coach", trainer: trainer.name }),
      JSON.stringify({ role: "member" }),
    ]);
  });

  it("never makes the demo staff account a coach, nor the demo member account", async () => {
    const [trainer] = currentSchedule().trainers;
    await createAccount(fresh.database, { email: demoAccounts.DEMO_STAFF_EMAIL });
    await createAccount(fresh.database, { email: demoAccounts.DEMO_EMAIL });
    const coach = (email: string) =>
      setRole(fresh.database, {
        email,
        role: "coach",
        trainer: trainer?.id,
        actor: COMMAND_LINE,
        demoAccounts,
        from: "command line",
      });
    expect(await refusal(coach(demoAccounts.DEMO_STAFF_EMAIL))).toBe("DEMO_STAFF_NEVER_COACH");
    expect(await refusal(coach(demoAccounts.DEMO_EMAIL))).toBe("DEMO_ACCOUNT_NEVER_STAFF");
  });

  it("gives two owners changing one account at once one order: each change is logged once, from what the other left", async () => {
    const account = await createAccount(fresh.database, { email: "coach@example.com" });
    await Promise.all([grant(account.email, "staff"), grant(account.email, "owner"), grant(account.email, "staff")]);
    const entries = await auditEntries(fresh.database);
    // Each entry starts where the one before it ended: no change was made from a stale read.
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]?.before_state).toBe(entries[i - 1]?.after_state);
    }
    expect(JSON.parse(entries.at(-1)?.after_state ?? "{}").role).toBe(await roleOf(fresh.database.db, account.id));
  });
});
