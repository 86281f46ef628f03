import { csvCell } from "#app/features/contact/inquiries-format.ts";
import type { Lead } from "./leads.server.ts";

const COLUMNS: [header: string, value: (lead: Lead) => string | null][] = [
  ["received_at", (lead) => lead.receivedAt],
  ["full_name", (lead) => lead.fullName],
  ["email", (lead) => lead.email],
  ["class", (lead) => lead.className],
  ["comment", (lead) => lead.comment],
  ["status", (lead) => lead.status],
  ["note", (lead) => lead.note],
  ["updated_by", (lead) => lead.updatedBy],
  ["updated_at", (lead) => lead.updatedAt],
];

/**
 * The leads as a spreadsheet opens them: the same formula-safe cells as the command-line
 * export of inquiries (a name like "=HYPERLINK(…)" stays text), plus what staff made of each.
 */
export function formatLeadsCsv(leads: Lead[]): string {
  const lines = [COLUMNS.map(([header]) => header).join(",")];
  for (const lead of leads) lines.push(COLUMNS.map(([, value]) => csvCell(value(lead))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
