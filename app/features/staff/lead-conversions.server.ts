import type { Kysely } from "kysely";
import { activeClassTitled } from "#app/features/timetable/timetable.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { DELETED_PERSON_LABEL } from "#app/platform/data/person-columns.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import type { LeadStatus } from "./lead-statuses.ts";

/**
 * A lead who became a member at the desk (migration 0040): the lead is marked joined and
 * linked to the member's account in lead_conversions, one row per lead, which the leads
 * report counts. Written in the transaction that opens (or finds) the account.
 */

export interface LeadToConvert {
  id: string;
  fullName: string;
  email: string;
  /** The class they asked about, as its slug, if the gym still teaches it. */
  classSlug: string | null;
}

/** The lead as the conversion form starts from it: their name, e-mail and class. */
export async function leadToConvert(database: Database, inquiryId: string): Promise<LeadToConvert | undefined> {
  const row = await database.db
    .selectFrom("contact_inquiries")
    .select(["id", "full_name", "email", "class_name"])
    .where("id", "=", inquiryId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, fullName: row.full_name, email: row.email, classSlug: activeClassTitled(row.class_name) };
}

/** Marks the lead joined and linked to `member`, with its audit entry; refused when it was converted already. */
export async function markLeadConverted(
  database: Pick<Database, "kind">,
  trx: Kysely<Tables>,
  {
    inquiryId,
    member,
    actor,
    now,
  }: { inquiryId: string; member: { id: string; email: string }; actor: AuditActor & { id: string }; now: Date },
): Promise<void> {
  // The inquiry's row is the lock, as for every change of a lead (leads.server.ts).
  const inquiry = await forUpdate(
    database,
    trx.selectFrom("contact_inquiries").select(["id", "full_name", "email"]).where("id", "=", inquiryId),
  ).executeTakeFirst();
  if (!inquiry) throw new StaffRefused("LEAD_NOT_FOUND", "There is no such lead.");
  const converted = await trx
    .selectFrom("lead_conversions")
    .select("converted_by_email")
    .where("inquiry_id", "=", inquiryId)
    .executeTakeFirst();
  if (converted) {
    throw new StaffRefused("LEAD_CONVERTED", `${converted.converted_by_email} already made this lead a member.`);
  }
  const current = await trx
    .selectFrom("lead_followups")
    .select(["status", "note", "version"])
    .where("inquiry_id", "=", inquiryId)
    .executeTakeFirst();
  const joined: LeadStatus = "joined";
  const values = {
    status: joined,
    version: (current ? Number(current.version) : 0) + 1,
    updated_at: now.toISOString(),
    updated_by_id: actor.id,
    updated_by_email: actor.label,
  };
  if (current) await trx.updateTable("lead_followups").set(values).where("inquiry_id", "=", inquiryId).execute();
  else
    await trx
      .insertInto("lead_followups")
      .values({ inquiry_id: inquiryId, note: "", ...values })
      .execute();
  await trx
    .insertInto("lead_conversions")
    .values({
      inquiry_id: inquiryId,
      member_user_id: member.id,
      converted_at: now.toISOString(),
      converted_by_id: actor.id,
      converted_by_email: actor.label,
    })
    .execute();
  await recordStaffAction(
    trx,
    {
      actor,
      action: "lead.converted",
      subject: { type: "lead", id: inquiryId, label: `${inquiry.full_name} <${inquiry.email}>` },
      before: { status: current?.status ?? "new" },
      after: { status: joined, member: member.email },
    },
    now,
  );
}

/** The member each of these leads became, for the leads page (no id once that account is deleted). */
export async function conversionsOf(
  database: Database,
  inquiryIds: string[],
): Promise<Map<string, { memberId: string | null; memberName: string; convertedAt: string }>> {
  if (inquiryIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("lead_conversions")
    .leftJoin("user", "user.id", "lead_conversions.member_user_id")
    .select(["lead_conversions.inquiry_id", "lead_conversions.member_user_id", "lead_conversions.converted_at"])
    .select(["user.name", "user.email"])
    .where("lead_conversions.inquiry_id", "in", inquiryIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.inquiry_id,
      {
        memberId: row.member_user_id,
        memberName: row.name || row.email || DELETED_PERSON_LABEL,
        convertedAt: row.converted_at,
      },
    ]),
  );
}
