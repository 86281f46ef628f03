import type { Kysely } from "kysely";
import { isDemoAccount } from "#app/features/accounts/demo-accounts.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { StaffRole } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";

/**
 * Roles: every account is a `member`; `staff` work the front desk (/staff); an `owner` is
 * staff who may also give and take staff access. Only staff and owners have a row in
 * staff_roles (docs/decisions/0032-staff-roles-in-our-own-table.md).
 */
export type Role = "member" | StaffRole;

export const roleLabels: Record<Role, string> = { member: "Member", staff: "Staff", owner: "Owner" };

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

const rank: Record<Role, number> = { member: 0, staff: 1, owner: 2 };

/** True when `role` carries at least the rights of `minimum`. */
export function hasRole(role: Role, minimum: Role): boolean {
  return rank[role] >= rank[minimum];
}

export async function roleOf(db: Kysely<Tables>, userId: string): Promise<Role> {
  const row = await db.selectFrom("staff_roles").select("role").where("user_id", "=", userId).executeTakeFirst();
  return row?.role ?? "member";
}

export interface RoleChange {
  account: Account;
  before: Role;
  after: Role;
}

/**
 * Gives an account a role (`member` takes staff access away), and records it in the audit
 * log in the same transaction. From the console (`from: "console"`) an owner gives and takes
 * `staff` only: owners are made and unmade at the command line, where the first one has
 * to come from anyway. Asking for the role an account already has changes nothing.
 */
export async function setRole(
  database: Database,
  request: {
    email: string;
    role: Role;
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
    const change = { account: { id: account.id, email: account.email, name: account.name }, before, after: role };
    if (before === role) return change;

    if (role === "member") {
      await trx.deleteFrom("staff_roles").where("user_id", "=", account.id).execute();
    } else {
      const granted = { role, granted_at: now.toISOString(), granted_by: actor.label };
      await trx
        .insertInto("staff_roles")
        .values({ user_id: account.id, ...granted })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet(granted))
        .execute();
    }
    await recordStaffAction(
      trx,
      {
        actor,
        action: role === "member" ? "role.revoked" : "role.granted",
        subject: { type: "account", id: account.id, label: account.email },
        before: { role: before },
        after: { role },
      },
      now,
    );
    return change;
  });
}

export interface TeamMember extends StaffMember {
  grantedAt: string;
  grantedBy: string;
}

/** Owners first, then staff, each by e-mail. Roles of deleted accounts are left out. */
export async function listTeam(db: Kysely<Tables>): Promise<TeamMember[]> {
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
  return rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      grantedAt: row.granted_at,
      grantedBy: row.granted_by,
    }))
    .sort((a, b) => rank[b.role] - rank[a.role]);
}
