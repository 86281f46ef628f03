import type { Kysely } from "kysely";
import type { DatabaseKind, Tables } from "#app/platform/data/database.server.ts";
import type { MemberDetails } from "./member-details.ts";

export type { MemberDetails };

/** A member's details as they are now, or undefined when there is no such account. */
export async function readMemberDetails(
  db: Kysely<Tables>,
  userId: string,
): Promise<(MemberDetails & { email: string }) | undefined> {
  const row = await db
    .selectFrom("user")
    .select(["name", "email", "phone", "emergencyContact"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row
    ? { name: row.name, email: row.email, phone: row.phone ?? null, emergencyContact: row.emergencyContact ?? null }
    : undefined;
}

/**
 * Writes a member's details, in the caller's transaction (the desk's has its audit entry
 * in it). better-auth keeps no copy of the user elsewhere (no cookie cache), so the next
 * request reads these.
 */
export async function writeMemberDetails(
  trx: Kysely<Tables>,
  kind: DatabaseKind,
  userId: string,
  details: MemberDetails,
  now: Date,
): Promise<void> {
  await trx
    .updateTable("user")
    .set({
      name: details.name,
      phone: details.phone,
      emergencyContact: details.emergencyContact,
      // As better-auth writes dates: ISO text on SQLite, a timestamp on PostgreSQL.
      updatedAt: kind === "sqlite" ? now.toISOString() : now,
    })
    .where("id", "=", userId)
    .execute();
}
