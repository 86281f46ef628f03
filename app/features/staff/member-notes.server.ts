import {
  type MemberDetails,
  readMemberDetails,
  writeMemberDetails,
} from "#app/features/accounts/member-details.server.ts";
import { type Database, forUpdate } from "#app/platform/data/database.server.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";

/**
 * A member's details as the desk keeps them: the ones the member keeps too (name, phone,
 * emergency contact: on their account) and the desk's private note (member_notes, which the
 * member never sees). One change, one transaction, one audit entry with before and after.
 */

export interface DeskNote {
  note: string;
  updatedAt: string;
  updatedBy: string;
}

export async function memberNote(database: Database, userId: string): Promise<DeskNote | null> {
  const row = await database.db
    .selectFrom("member_notes")
    .select(["note", "updated_at", "updated_by_email"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { note: row.note, updatedAt: row.updated_at, updatedBy: row.updated_by_email } : null;
}

const sameDetails = (a: MemberDetails, b: MemberDetails) =>
  a.name === b.name && a.phone === b.phone && a.emergencyContact === b.emergencyContact;

/** Saves what the desk changed; saving what is already there changes nothing and logs nothing. */
export async function changeMemberDetails(
  database: Database,
  {
    memberId,
    details,
    note,
    actor,
    now = new Date(),
  }: { memberId: string; details: MemberDetails; note: string; actor: AuditActor & { id: string }; now?: Date },
): Promise<{ changed: boolean }> {
  return database.writeTransaction(async (trx) => {
    // Two desks saving one member take turns (PostgreSQL; SQLite's write transactions already do):
    // the second reads what the first wrote, and its first note is never inserted twice.
    await forUpdate(database, trx.selectFrom("user").select("id").where("id", "=", memberId)).executeTakeFirst();
    const account = await readMemberDetails(trx, memberId);
    if (!account) throw new StaffRefused("ACCOUNT_NOT_FOUND", "There is no such member.");
    const before = { name: account.name, phone: account.phone, emergencyContact: account.emergencyContact };
    const noteRow = await trx
      .selectFrom("member_notes")
      .select("note")
      .where("user_id", "=", memberId)
      .executeTakeFirst();
    const noteBefore = noteRow?.note ?? "";
    if (sameDetails(before, details) && noteBefore === note) return { changed: false };
    if (!sameDetails(before, details)) await writeMemberDetails(trx, database.kind, memberId, details, now);
    if (noteBefore !== note) {
      const values = { note, updated_at: now.toISOString(), updated_by_id: actor.id, updated_by_email: actor.label };
      if (noteRow) await trx.updateTable("member_notes").set(values).where("user_id", "=", memberId).execute();
      else
        await trx
          .insertInto("member_notes")
          .values({ user_id: memberId, ...values })
          .execute();
    }
    await recordStaffAction(
      trx,
      {
        actor,
        action: "member.details-changed",
        subject: { type: "account", id: memberId, label: account.email },
        before: { ...before, note: noteBefore },
        after: { ...details, note },
      },
      now,
    );
    return { changed: true };
  });
}

/** Forgets the desk's note about a member whose account is deleted. */
export async function forgetMemberNote(database: Database, userId: string): Promise<void> {
  await database.db.deleteFrom("member_notes").where("user_id", "=", userId).execute();
}
