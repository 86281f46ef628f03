import { randomUUID } from "node:crypto";
import { giveTestMembership } from "#app/features/memberships/test-support.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { AuditActor } from "./audit.server.ts";

/**
 * An account as better-auth stores it, written directly (the staff tests need no password),
 * with the tests' unlimited membership so it may book (memberships/test-support.ts) unless
 * `entitled` is false.
 */
export async function createAccount(
  database: Database,
  {
    email,
    name = "Member",
    createdAt = clock.now(),
    entitled = true,
  }: { email: string; name?: string; createdAt?: Date; entitled?: boolean },
): Promise<{ id: string; email: string; name: string }> {
  const id = randomUUID();
  const stamp = database.kind === "sqlite" ? createdAt.toISOString() : createdAt;
  await database.db
    .insertInto("user")
    .values({
      id,
      email: email.toLowerCase(),
      name,
      emailVerified: database.kind === "sqlite" ? 0 : false,
      createdAt: stamp,
      updatedAt: stamp,
    } as never)
    .execute();
  if (entitled) await giveTestMembership(database, [id]);
  return { id, email: email.toLowerCase(), name };
}

/** A staff member acting in the tests. */
export async function createStaffActor(
  database: Database,
  role: "staff" | "owner" = "staff",
): Promise<AuditActor & { id: string }> {
  const account = await createAccount(database, {
    email: `${role}-${randomUUID().slice(0, 8)}@ironpeak.example`,
    name: "Desk",
    entitled: false,
  });
  await database.db
    .insertInto("staff_roles")
    .values({ user_id: account.id, role, granted_at: clock.now().toISOString(), granted_by: "test" })
    .execute();
  return { id: account.id, label: account.email };
}

export async function auditEntries(database: Database) {
  return database.db.selectFrom("staff_audit_log").selectAll().orderBy("seq").execute();
}
