import { CsvError } from "csv-parse";
import { parse } from "csv-parse/sync";
import { IMPORT_FILE_MAX_BYTES } from "#app/platform/http/webhook-paths.ts";

/**
 * An uploaded export as rows of text: decoded from the bytes (UTF-8 with or without a
 * byte-order mark, UTF-16 with one, or else Windows-1252, which is what Excel's "CSV"
 * writes on Windows), its delimiter found from its heading row (comma, semicolon — Excel in
 * much of Europe — or tab), then parsed by csv-parse.
 */

export const IMPORT_LIMITS = {
  /** The largest file accepted (the request guard lets the upload's body through up to it). */
  maxBytes: IMPORT_FILE_MAX_BYTES,
  /** The most rows one import takes (more: split the file). */
  maxRows: 20_000,
  maxColumns: 200,
} as const;

export type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
export type Delimiter = "," | ";" | "\t";

export interface ReadFile {
  encoding: Encoding;
  delimiter: Delimiter;
  /** The heading row, each made unique ("Phone", "Phone (2)") and never empty ("Column 3"). */
  headings: string[];
  /** The data rows, each as long as `headings`. */
  rows: string[][];
}

export type UnreadableCode =
  | "EMPTY_FILE"
  | "FILE_TOO_LARGE"
  | "NOT_CSV"
  | "INVALID_CSV"
  | "TOO_MANY_ROWS"
  | "TOO_MANY_COLUMNS";

export class UnreadableFile extends Error {
  override name = "UnreadableFile";
  readonly code: UnreadableCode;
  constructor(code: UnreadableCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The bytes as text, and which encoding they were read in. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf)
    return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8" };
  if (a === 0xff && b === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le" };
  if (a === 0xfe && b === 0xff)
    return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "utf-16be" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // Not UTF-8: the one-byte code page spreadsheets on Windows write ("é" as 0xE9).
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

/** The delimiter the heading row uses most, outside quotes (a comma when it has none: one column). */
export function sniffDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char as Delimiter] += 1;
  }
  const [best] = (Object.entries(counts) as [Delimiter, number][]).sort((x, y) => y[1] - x[1]);
  return best && best[1] > 0 ? best[0] : ",";
}

function uniqueHeadings(row: string[]): string[] {
  const seen = new Map<string, number>();
  return row.map((cell, index) => {
    const heading = cell.trim() || `Column ${index + 1}`;
    const count = (seen.get(heading) ?? 0) + 1;
    seen.set(heading, count);
    return count === 1 ? heading : `${heading} (${count})`;
  });
}

/** The text of a file already decoded (a stored dry run's), parsed. */
export function parseCsvText(text: string, encoding: Encoding = "utf-8"): ReadFile {
  if (text.includes("\u0000") || text.startsWith("PK\u0003\u0004")) {
    throw new UnreadableFile("NOT_CSV", "This is not a CSV file (a spreadsheet workbook?): save it as CSV first.");
  }
  const delimiter = sniffDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      to_line: IMPORT_LIMITS.maxRows + 2,
    });
  } catch (error) {
    if (error instanceof CsvError) throw new UnreadableFile("INVALID_CSV", `The CSV cannot be read: ${error.message}`);
    throw error;
  }
  const [first, ...rest] = records;
  if (!first || rest.length === 0) throw new UnreadableFile("EMPTY_FILE", "The file has no rows below its headings.");
  if (first.length > IMPORT_LIMITS.maxColumns) {
    throw new UnreadableFile("TOO_MANY_COLUMNS", `A file may have at most ${IMPORT_LIMITS.maxColumns} columns.`);
  }
  if (rest.length > IMPORT_LIMITS.maxRows) {
    throw new UnreadableFile(
      "TOO_MANY_ROWS",
      `One import takes at most ${IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows: split the file.`,
    );
  }
  const headings = uniqueHeadings(first);
  const rows = rest.map((record) => headings.map((_, index) => record[index] ?? ""));
  return { encoding, delimiter, headings, rows };
}

/** An uploaded file: decoded, then parsed. */
export function readCsv(bytes: Uint8Array): ReadFile & { text: string } {
  if (bytes.byteLength === 0) throw new UnreadableFile("EMPTY_FILE", "The file is empty.");
  if (bytes.byteLength > IMPORT_LIMITS.maxBytes) {
    throw new UnreadableFile("FILE_TOO_LARGE", `A file may be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`);
  }
  const { text, encoding } = decodeText(bytes);
  return { ...parseCsvText(text, encoding), text };
}
