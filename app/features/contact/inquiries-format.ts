import {
  escapeControlCharacters,
  escapeControlCharactersKeepingLines,
} from "#app/platform/security/control-characters.ts";
import type { Inquiry } from "./inquiries.server.ts";

const COLUMNS = ["createdAt", "fullName", "email", "className", "comment"] as const;
const HEADERS = ["received_at", "full_name", "email", "class", "comment"];

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR at the start) gets a leading apostrophe, and control characters
 * other than line breaks and tabs are shown as escapes (the CSV may be printed to a
 * terminal): inquiries are typed by strangers.
 */
export function csvCell(value: string | null): string {
  let text = escapeControlCharactersKeepingLines((value ?? "").replace(/\r\n/g, "\n"));
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
  const line = escapeControlCharacters;
  const blocks = inquiries.map((inquiry) => {
    const comment = escapeControlCharactersKeepingLines(inquiry.comment.replace(/\r\n/g, "\n"));
    return [
      `${line(inquiry.createdAt)}  ${line(inquiry.fullName)} <${line(inquiry.email)}>`,
      `  class: ${inquiry.className === null ? "(none)" : line(inquiry.className)}`,
      ...(comment ? [`  ${comment.replace(/\s*\n\s*/g, "\n  ")}`] : []),
    ].join("\n");
  });
  return `${inquiries.length} ${inquiries.length === 1 ? "inquiry" : "inquiries"}, newest first\n\n${blocks.join("\n\n")}\n`;
}
