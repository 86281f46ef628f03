import { type ExpressionBuilder, sql } from "kysely";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import { type LeadStatus, leadStatuses, leadStatusLabels } from "./lead-statuses.ts";

/**
 * Leads: the contact form's inquiries as the front desk works them, newest first, each
 * with a status (new → contacted → joined or closed), a note, and who changed it when.
 * An inquiry nobody has touched is a new lead without a lead_followups row.
 */
export { type LeadStatus, leadStatuses, leadStatusLabels };

export interface Lead {
  id: string;
  receivedAt: string;
  fullName: string;
  email: string;
  className: string | null;
  comment: string;
  status: LeadStatus;
  note: string;
  /** 0 for a lead nobody has changed yet; sent back with a change, so a stale form is refused. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

type Joined = ExpressionBuilder<
  Tables & { lead: Tables["lead_followups"]; inquiry: Tables["contact_inquiries"] },
  "inquiry" | "lead"
>;

function withStatus(eb: Joined, status: LeadStatus) {
  return status === "new"
    ? eb.or([eb("lead.status", "is", null), eb("lead.status", "=", "new")])
    : eb("lead.status", "=", status);
}

function leadsQuery(database: Database) {
  return database.db
    .selectFrom("contact_inquiries as inquiry")
    .leftJoin("lead_followups as lead", "lead.inquiry_id", "inquiry.id");
}

/** Newest first; `status` filters; `offset`/`limit` page through. */
export async function listLeads(
  database: Database,
  { status, limit = 50, offset = 0 }: { status?: LeadStatus | undefined; limit?: number; offset?: number } = {},
): Promise<Lead[]> {
  let query = leadsQuery(database).select([
    "inquiry.id",
    "inquiry.created_at",
    "inquiry.full_name",
    "inquiry.email",
    "inquiry.class_name",
    "inquiry.comment",
    "lead.status",
    "lead.note",
    "lead.version",
    "lead.updated_at",
    "lead.updated_by_email",
  ]);
  if (status) query = query.where((eb) => withStatus(eb, status));
  const rows = await query
    .orderBy("inquiry.created_at", "desc")
    .orderBy("inquiry.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.created_at,
    fullName: row.full_name,
    email: row.email,
    className: row.class_name,
    comment: row.comment,
    status: row.status ?? "new",
    note: row.note ?? "",
    version: row.version === null ? 0 : Number(row.version),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_email,
  }));
}

/** How many leads have each status (every status present, 0 when none). */
export async function countLeadsByStatus(database: Database): Promise<Record<LeadStatus, number>> {
  const rows = await leadsQuery(database)
    .select([
      sql<LeadStatus>`coalesce(lead.status, 'new')`.as("status"),
      (eb) => eb.fn.countAll<number | string>().as("count"),
    ])
    .groupBy(sql`coalesce(lead.status, 'new')`)
    .execute();
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The number the console's navigation shows beside Leads. */
export async function countNewLeads(database: Database): Promise<number> {
  const row = await leadsQuery(database)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) => withStatus(eb, "new"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface LeadUpdate {
  inquiryId: string;
  status: LeadStatus;
  note: string;
  /** The version the form was made from. */
  version: number;
}

/**
 * Sets a lead's status and note. Refused when someone else changed the lead since the form
 * was loaded (the version moved on): the page then shows what they wrote, and nothing of
 * theirs is overwritten unseen. Saving what is already there changes nothing and logs nothing.
 */
export async function updateLead(
  database: Database,
  { update, actor, now = clock.now() }: { update: LeadUpdate; actor: AuditActor & { id: string }; now?: Date },
): Promise<{ lead: Pick<Lead, "id" | "fullName" | "status" | "note" | "version">; changed: boolean }> {
  return database.writeTransaction(async (trx) => {
    // The inquiry's row is the lock, so two first changes of a lead take turns too.
    const inquiry = await forUpdate(
      database,
      trx.selectFrom("contact_inquiries").select(["id", "full_name", "email"]).where("id", "=", update.inquiryId),
    ).executeTakeFirst();
    if (!inquiry) throw new StaffRefused("LEAD_NOT_FOUND", "There is no such lead.");
    const current = await trx
      .selectFrom("lead_followups")
      .selectAll()
      .where("inquiry_id", "=", inquiry.id)
      .executeTakeFirst();
    const version = current ? Number(current.version) : 0;
    const before = { status: current?.status ?? ("new" as LeadStatus), note: current?.note ?? "" };
    if (version !== update.version) {
      throw new StaffRefused(
        "LEAD_CHANGED",
        `${current?.updated_by_email ?? "Someone"} changed this lead while you were editing it. Its status is now ${leadStatusLabels[before.status]}; check the note below and save again.`,
      );
    }
    const unchanged = { id: inquiry.id, fullName: inquiry.full_name, ...before, version };
    if (before.status === update.status && before.note === update.note) return { lead: unchanged, changed: false };

    const values = {
      status: update.status,
      note: update.note,
      version: version + 1,
      updated_at: now.toISOString(),
      updated_by_id: actor.id,
      updated_by_email: actor.label,
    };
    if (current) {
      await trx.updateTable("lead_followups").set(values).where("inquiry_id", "=", inquiry.id).execute();
    } else {
      await trx
        .insertInto("lead_followups")
        .values({ inquiry_id: inquiry.id, ...values })
        .execute();
    }
    await recordStaffAction(
      trx,
      {
        actor,
        action: "lead.updated",
        subject: { type: "lead", id: inquiry.id, label: `${inquiry.full_name} <${inquiry.email}>` },
        before,
        after: { status: update.status, note: update.note },
      },
      now,
    );
    return {
      lead: {
        id: inquiry.id,
        fullName: inquiry.full_name,
        status: update.status,
        note: update.note,
        version: version + 1,
      },
      changed: true,
    };
  });
}
