import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { site } from "#app/content/site.ts";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { csvFile } from "./csv-rows.server.ts";
import { gymSections } from "./gym-sections.server.ts";

/**
 * All of the gym's data as CSV files in one zip (decision 0188): streamed as it is read
 * (yazl), a page of rows at a time, so a gym of any size downloads in constant memory and
 * the first bytes leave at once. Personal data leaving the system is a staff action like any
 * other: the download is in the audit log.
 */

/** What the zip's README says: when, and what each file holds. */
function readme(now: Date): string {
  const lines = [
    `${site.brand}: all of the gym's data, exported ${now.toISOString()}.`,
    "",
    "CSV files (UTF-8, comma-separated, a heading row first). Dates and times are UTC (ISO 8601) unless a column says otherwise.",
    "No file holds members' answers to the health questions: each member can download their own from their account page.",
    "",
    ...gymSections.map((section) => `${section.file}: ${section.about}`),
    "",
  ];
  return lines.join("\r\n");
}

async function* bytes(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk, "utf8");
}

/** The zip, as the response's body: each file read only when the zip comes to it. */
export function gymExportZip(database: Database, now: Date = clock.now()): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(readme(now), "utf8"), "README.txt", { mtime: now });
  for (const section of gymSections) {
    const rows = csvFile(section.columns, section.rows(database, now));
    zip.addReadStream(Readable.from(bytes(rows), { objectMode: false }), section.file, { mtime: now });
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}

/** The download's file name: the brand and the gym's date. */
export function gymExportFileName(now: Date = clock.now()): string {
  const brand =
    site.brand
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "gym";
  return `${brand}-data-${gymToday(now).toString()}.zip`;
}

/** The audit entry of a download, written before its first byte leaves. */
export async function recordGymExport(database: Database, actor: AuditActor, now: Date = clock.now()) {
  await recordStaffAction(
    database.db,
    {
      actor,
      action: "data.exported",
      subject: { type: "data", id: "all", label: "All of the gym's data" },
      before: null,
      after: { files: gymSections.map((section) => section.file).join(", "), format: "zip" },
    },
    now,
  );
}
