import {
  lockMemberDetails,
  type MemberDetails,
  type MemberDetailsOnRecord,
  raiseDetailsVersion,
  writeMemberDetails,
} from "#app/features/accounts/member-details.server.ts";
import { sameDetails } from "#app/features/accounts/member-details.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";

/**
 * A member's details as the desk keeps them: the ones the member keeps too (name, phone,
 * emergency contact: on their account) and the desk's private note (member_notes, which the
 * member never sees). One change, one transaction, one audit entry with before and after.
 */

export interface DeskNote {
  note: string;
  /** Sent back with a change, so a stale form is refused (0: no note yet). */
  version: number;
  updatedAt: string;
  updatedBy: string;
}

export async function memberNote(database: Database, userId: string): Promise<DeskNote | null> {
  const row = await database.db
    .selectFrom("member_notes")
    .select(["note", "version", "updated_at", "updated_by_email"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row
    ? { note: row.note, version: Number(row.version), updatedAt: row.updated_at, updatedBy: row.updated_by_email }
    : null;
}

/** The versions the desk's form was made from: the member's details' and the note's. */
export interface DeskVersions {
  details: number;
  note: number;
}

const AFTER_REFUSAL =
  "so nothing was saved. The form shows them as they are now, with your version below it: re-apply what still applies and save again.";

/** Whom the refusal names: another desk by its e-mail, the member by their name. */
function detailsChangedMeanwhile(current: MemberDetailsOnRecord, memberId: string): StaffRefused {
  const who =
    current.lastChange?.byId === memberId
      ? `${current.name} changed their own details`
      : `${current.lastChange?.by ?? "Someone"} changed these details`;
  return new StaffRefused("DETAILS_CHANGED", `${who} while you were editing them, ${AFTER_REFUSAL}`);
}

/**
 * Saves what the desk changed. `versions` are those the form was made from: when someone
 * else changed the details (another desk, or the member in /account) or the note (another
 * desk) since, the save is refused (DETAILS_CHANGED, 409), nothing is written and nothing
 * logged, so their change is never overwritten unseen. Saving what is already there
 * changes nothing and logs nothing, whatever the versions.
 */
export async function changeMemberDetails(
  database: Database,
  {
    memberId,
    details,
    note,
    versions,
    actor,
    now = clock.now(),
  }: {
    memberId: string;
    details: MemberDetails;
    note: string;
    versions: DeskVersions;
    actor: AuditActor & { id: string };
    now?: Date;
  },
): Promise<{ changed: boolean }> {
  return database.writeTransaction(async (trx) => {
    // The member's row is the lock: two desks (or a desk and the member) saving take turns.
    const current = await lockMemberDetails(database, trx, memberId);
    if (!current) throw new StaffRefused("ACCOUNT_NOT_FOUND", "There is no such member.");
    const before = { name: current.name, phone: current.phone, emergencyContact: current.emergencyContact };
    const noteRow = await trx
      .selectFrom("member_notes")
      .select(["note", "version", "updated_by_email"])
      .where("user_id", "=", memberId)
      .executeTakeFirst();
    const noteBefore = noteRow?.note ?? "";
    const noteVersion = noteRow ? Number(noteRow.version) : 0;
    const detailsChanged = !sameDetails(before, details);
    const noteChanged = noteBefore !== note;
    if (!detailsChanged && !noteChanged) return { changed: false };
    if (current.version !== versions.details) throw detailsChangedMeanwhile(current, memberId);
    if (noteVersion !== versions.note) {
      throw new StaffRefused(
        "DETAILS_CHANGED",
        `${noteRow?.updated_by_email ?? "Someone"} changed the private note while you were editing it, ${AFTER_REFUSAL}`,
      );
    }
    if (detailsChanged) {
      await writeMemberDetails(trx, database.kind, memberId, details, now);
      await raiseDetailsVersion(trx, memberId, { from: current.version, by: actor, now });
    }
    if (noteChanged) {
      const values = {
        note,
        version: noteVersion + 1,
        updated_at: now.toISOString(),
        updated_by_id: actor.id,
        updated_by_email: actor.label,
      };
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
        subject: { type: "account", id: memberId, label: current.email },
        before: { ...before, note: noteBefore },
        after: { ...details, note },
      },
      now,
    );
    return { changed: true };
  });
}
