import type { Kysely } from "kysely";
import { afterCommit } from "#app/platform/data/after-commit.server.ts";
import { type Database, type DatabaseKind, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { MemberDetails } from "./member-details.ts";
import { forgetMember } from "./session-readings.server.ts";

export type { MemberDetails };

/** A member's details as they are now, with the version a form sends back with its change. */
export interface MemberDetailsOnRecord extends MemberDetails {
  email: string;
  /** 0 until someone changes them; raised by every change (member_details_versions). */
  version: number;
  /** Who changed them last (a desk, or the member), and when; null before anyone has. */
  lastChange: { byId: string; by: string; at: string } | null;
}

/** A member's details as they are now, or undefined when there is no such account. */
export async function readMemberDetails(
  db: Kysely<Tables>,
  userId: string,
): Promise<MemberDetailsOnRecord | undefined> {
  const row = await db
    .selectFrom("user")
    .leftJoin("member_details_versions as changed", "changed.user_id", "user.id")
    .select([
      "user.name",
      "user.email",
      "user.phone",
      "user.emergencyContact",
      "changed.version",
      "changed.updated_at",
      "changed.updated_by_id",
      "changed.updated_by_email",
    ])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    emergencyContact: row.emergencyContact ?? null,
    version: row.version === null ? 0 : Number(row.version),
    lastChange:
      row.updated_by_id !== null && row.updated_by_email !== null && row.updated_at !== null
        ? { byId: row.updated_by_id, by: row.updated_by_email, at: row.updated_at }
        : null,
  };
}

/**
 * Reads a member's details inside a write transaction, holding their account's row until it
 * ends (PostgreSQL; SQLite's write transactions take turns already): two saves of one
 * member take turns, and the second reads the version the first wrote.
 */
export async function lockMemberDetails(
  database: Pick<Database, "kind">,
  trx: Kysely<Tables>,
  userId: string,
): Promise<MemberDetailsOnRecord | undefined> {
  await forUpdate(database, trx.selectFrom("user").select("id").where("id", "=", userId)).executeTakeFirst();
  return readMemberDetails(trx, userId);
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
  // The pages' readings of who is signed in carry the name: read it again once this commits.
  afterCommit(() => forgetMember(userId));
}

/**
 * Records a change of a member's details, in the change's transaction and after
 * `lockMemberDetails` read version `from`: the version moves on, so every form made before
 * it is refused.
 */
export async function raiseDetailsVersion(
  trx: Kysely<Tables>,
  userId: string,
  { from, by, now }: { from: number; by: { id: string | null; label: string }; now: Date },
): Promise<void> {
  const values = {
    version: from + 1,
    updated_at: now.toISOString(),
    updated_by_id: by.id,
    updated_by_email: by.label,
  };
  if (from === 0) {
    await trx
      .insertInto("member_details_versions")
      .values({ user_id: userId, ...values })
      .execute();
  } else {
    await trx.updateTable("member_details_versions").set(values).where("user_id", "=", userId).execute();
  }
}
