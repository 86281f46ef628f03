import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { type LeadStatus, listLeads } from "./leads.server.ts";
import { formatLeadsCsv } from "./leads-csv.ts";

/** The most leads one export holds: years of a gym's inquiries. */
const EXPORT_LIMIT = 50_000;

/**
 * The leads (of one status, or all) as CSV. Personal data leaving the system is a staff
 * action like any other: the export is in the audit log, with how many leads it held.
 */
export async function exportLeads(
  database: Database,
  { status, actor, now = clock.now() }: { status: LeadStatus | undefined; actor: AuditActor; now?: Date },
): Promise<{ csv: string; count: number }> {
  const leads = await listLeads(database, { status, limit: EXPORT_LIMIT });
  await recordStaffAction(
    database.db,
    {
      actor,
      action: "leads.exported",
      subject: { type: "leads", id: status ?? "all", label: status ? `Leads with status ${status}` : "All leads" },
      before: null,
      after: { leads: leads.length, format: "csv" },
    },
    now,
  );
  return { csv: formatLeadsCsv(leads), count: leads.length };
}
