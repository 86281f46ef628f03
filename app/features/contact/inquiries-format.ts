import type { Inquiry } from "./inquiries.server.ts";

const COLUMNS = ["createdAt", "fullName", "email", "className", "comment"] as const;
const HEADERS = ["received_at", "full_name", "email", "class", "comment"];

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR at the start) gets a leading apostrophe: inquiries are typed by strangers.
 */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatInquiriesCsv(inquiries: Inquiry[]): string {
  const lines = [HEADERS.join(",")];
  for (const inquiry of inquiries) lines.push(COLUMNS.map((column) => csvCell(inquiry[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function formatInquiriesTable(inquiries: Inquiry[]): string {
  if (inquiries.length === 0) return "No inquiries yet.\n";
  const blocks = inquiries.map((inquiry) =>
    [
      `${inquiry.createdAt}  ${inquiry.fullName} <${inquiry.email}>`,
      `  class: ${inquiry.className ?? "(none)"}`,
      ...(inquiry.comment ? [`  ${inquiry.comment.replace(/\s*\n\s*/g, "\n  ")}`] : []),
    ].join("\n"),
  );
  return `${inquiries.length} ${inquiries.length === 1 ? "inquiry" : "inquiries"}, newest first\n\n${blocks.join("\n\n")}\n`;
}
