import type { Kysely } from "kysely";
import { isDemoAccount } from "#app/features/accounts/demo-accounts.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { StaffRole } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";

/**
 * Roles: every account is a `member`; a `coach` teaches one trainer's sessions and sees only
 * their rosters (/coach, decision 0185); `staff` work the front desk (/staff); an `owner` is
 * staff who may also give and take staff access. Staff and owners have a row in staff_roles
 * (docs/decisions/0032-staff-roles-in-our-own-table.md), coaches one in coach_accounts,
 * naming their trainer; an account has at most one of the two.
 */
export type Role = "member" | "coach" | StaffRole;

export const roleLabels: Record<Role, string> = { member: "Member", coach: "Coach", staff: "Staff", owner: "Owner" };

export interface Account {
  id: string;
  email: string;
  name: string;
}

export interface StaffMember extends Account {
  role: StaffRole;
}

/** The demo accounts whose passwords /login shows: the member one is never staff, the staff one never owner. */
export interface DemoAccounts {
  DEMO_EMAIL?: string | undefined;
  DEMO_STAFF_EMAIL?: string | undefined;
}

/** A coach's rights are not a subset of the desk's, nor the other way round: only their own sessions' rosters. */
const rank: Record<Role, number> = { member: 0, coach: 0, staff: 1, owner: 2 };

/** True when `role` carries at least the rights of `minimum` (staff or owner: a coach is neither). */
export function hasRole(role: Role, minimum: Role): boolean {
  if (minimum === "coach") return role === "coach";
  if (role === "coach") return minimum === "member";
  return rank[role] >= rank[minimum];
}

export async function roleOf(db: Kysely<Tables>, userId: string): Promise<Role> {
  const row = await db.selectFrom("staff_roles").select("role").where("user_id", "=", userId).executeTakeFirst();
  if (row) return row.role;
  const coach = await db
    .selectFrom("coach_accounts")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return coach ? "coach" : "member";
}

/** The trainer a coach's account is linked to, or null when the account is no coach. */
export async function coachTrainerOf(db: Kysely<Tables>, userId: string): Promise<{ id: string; name: string } | null> {
  const row = await db
    .selectFrom("coach_accounts")
    .innerJoin("trainers", "trainers.id", "coach_accounts.trainer_id")
    .select(["trainers.id", "trainers.name"])
    .where("coach_accounts.user_id", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}

/** A trainer of the timetable named by id ("maya-okafor") or by name ("Maya Okafor"), who still teaches. */
async function teachingTrainer(db: Kysely<Tables>, given: string) {
  const wanted = given.trim();
  const trainers = await db.selectFrom("trainers").select(["id", "name", "retired_at"]).execute();
  const trainer =
    trainers.find((candidate) => candidate.id === wanted) ??
    trainers.find((candidate) => candidate.name.toLowerCase() === wanted.toLowerCase());
  if (!trainer || trainer.retired_at !== null) {
    const names = trainers
      .filter((candidate) => candidate.retired_at === null)
      .map((candidate) => `${candidate.name} (${candidate.id})`)
      .join(", ");
    throw new StaffRefused(
      "UNKNOWN_TRAINER",
      `${wanted ? `No trainer of the timetable is called ${wanted}` : "Say which trainer of the timetable they are"}. The trainers: ${names || "none yet"}.`,
    );
  }
  return trainer;
}

export interface RoleChange {
  account: Account;
  before: Role;
  after: Role;
  /** A coach's trainer. */
  trainer?: { id: string; name: string };
  /** False when the account already had the role (and, for a coach, the trainer). */
  changed: boolean;
}

/**
 * Gives an account a role (`member` takes staff or coach access away), and records it in the
 * audit log in the same transaction. A coach is linked to a trainer of the timetable
 * (`trainer`, by id or name). From the console (`from: "console"`) an owner gives and takes
 * `staff` and `coach` only: owners are made and unmade at the command line, where the first
 * one has to come from anyway. Asking for the role an account already has changes nothing.
 */
export async function setRole(
  database: Database,
  request: {
    email: string;
    role: Role;
    /** A coach's trainer, by id or name: required to make an account a coach. */
    trainer?: string | undefined;
    actor: AuditActor;
    demoAccounts: DemoAccounts;
    from: "console" | "command line" | "demo setup";
    now?: Date;
  },
): Promise<RoleChange> {
  const { role, actor, demoAccounts, from, now = clock.now() } = request;
  const email = request.email.trim().toLowerCase();
  if (role !== "member" && isDemoAccount({ DEMO_EMAIL: demoAccounts.DEMO_EMAIL }, email)) {
    throw new StaffRefused(
      "DEMO_ACCOUNT_NEVER_STAFF",
      `${email} is the demo member account: its password is shown on the sign-in page, so it can never be staff.`,
    );
  }
  if (role === "owner" && isDemoAccount({ DEMO_EMAIL: demoAccounts.DEMO_STAFF_EMAIL }, email)) {
    throw new StaffRefused(
      "DEMO_STAFF_NEVER_OWNER",
      `${email} is the demo staff account: its password is shown on the sign-in page, so it can never be an owner.`,
    );
  }
  if (role === "coach" && isDemoAccount({ DEMO_EMAIL: demoAccounts.DEMO_STAFF_EMAIL }, email)) {
    throw new StaffRefused(
      "DEMO_STAFF_NEVER_COACH",
      `${email} is the demo staff account: it looks around the desk and checks nobody in, so it can never be a coach.`,
    );
  }
  if (from === "console" && role === "owner") {
    throw new StaffRefused("OWNERS_CHANGE_FROM_COMMAND_LINE", "Owners are made at the command line: npm run staff.");
  }

  return database.writeTransaction(async (trx) => {
    // The member's row is the lock: two owners changing one account take turns.
    const account = await forUpdate(
      database,
      trx.selectFrom("user").select(["id", "email", "name"]).where("email", "=", email),
    ).executeTakeFirst();
    if (!account) {
      throw new StaffRefused("ACCOUNT_NOT_FOUND", `No account uses ${email}. They need to sign up first.`);
    }
    const before = await roleOf(trx, account.id);
    if (from === "console" && before === "owner") {
      throw new StaffRefused(
        "OWNERS_CHANGE_FROM_COMMAND_LINE",
        `${email} is an owner. Owners are changed at the command line: npm run staff.`,
      );
    }
    const trainer = role === "coach" ? await teachingTrainer(trx, request.trainer ?? "") : null;
    const trainerBefore = before === "coach" ? await coachTrainerOf(trx, account.id) : null;
    const change: RoleChange = {
      account: { id: account.id, email: account.email, name: account.name },
      before,
      after: role,
      ...(trainer ? { trainer: { id: trainer.id, name: trainer.name } } : {}),
      changed: before !== role || trainerBefore?.id !== trainer?.id,
    };
    if (!change.changed) return change;

    const granted = { granted_at: now.toISOString(), granted_by: actor.label };
    // One role at a time: whatever the account had goes, then the new one is written.
    if (role !== "staff" && role !== "owner") {
      await trx.deleteFrom("staff_roles").where("user_id", "=", account.id).execute();
    }
    if (role !== "coach") await trx.deleteFrom("coach_accounts").where("user_id", "=", account.id).execute();
    if (role === "staff" || role === "owner") {
      await trx
        .insertInto("staff_roles")
        .values({ user_id: account.id, role, ...granted })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ role, ...granted }))
        .execute();
    } else if (trainer) {
      await trx
        .insertInto("coach_accounts")
        .values({ user_id: account.id, trainer_id: trainer.id, ...granted })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ trainer_id: trainer.id, ...granted }))
        .execute();
    }
    await recordStaffAction(
      trx,
      {
        actor,
        action: role === "member" ? "role.revoked" : "role.granted",
        subject: { type: "account", id: account.id, label: account.email },
        before: { role: before, ...(trainerBefore ? { trainer: trainerBefore.name } : {}) },
        after: { role, ...(trainer ? { trainer: trainer.name } : {}) },
      },
      now,
    );
    return change;
  });
}

export interface TeamMember extends Account {
  role: StaffRole | "coach";
  grantedAt: string;
  grantedBy: string;
  /** A coach's trainer. */
  trainer?: { id: string; name: string };
}

/** Owners first, then staff, then coaches, each by e-mail. Roles of deleted accounts are left out. */
export async function listTeam(db: Kysely<Tables>): Promise<TeamMember[]> {
  const coaches = await db
    .selectFrom("coach_accounts")
    .innerJoin("user", "user.id", "coach_accounts.user_id")
    .innerJoin("trainers", "trainers.id", "coach_accounts.trainer_id")
    .select([
      "user.id",
      "user.email",
      "user.name",
      "coach_accounts.granted_at",
      "coach_accounts.granted_by",
      "trainers.id as trainer_id",
      "trainers.name as trainer_name",
    ])
    .orderBy("user.email")
    .execute();
  const rows = await db
    .selectFrom("staff_roles")
    .innerJoin("user", "user.id", "staff_roles.user_id")
    .select([
      "user.id",
      "user.email",
      "user.name",
      "staff_roles.role",
      "staff_roles.granted_at",
      "staff_roles.granted_by",
    ])
    .orderBy("user.email")
    .execute();
  const staff: TeamMember[] = rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      grantedAt: row.granted_at,
      grantedBy: row.granted_by,
    }))
    .sort((a, b) => rank[b.role] - rank[a.role]);
  return staff.concat(
    coaches.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: "coach" as const,
      grantedAt: row.granted_at,
      grantedBy: row.granted_by,
      trainer: { id: row.trainer_id, name: row.trainer_name },
    })),
  );
}
