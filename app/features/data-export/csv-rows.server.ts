import { csvCell } from "#app/features/contact/inquiries-format.ts";

/**
 * The owner's export writes every table as a spreadsheet opens it: text through the leads
 * export's formula-safe cell (a name like "=HYPERLINK(…)" stays text), numbers our own and
 * written as numbers, rows read a page at a time so a gym of any size streams out in
 * constant memory.
 */
export type Cell = string | number | null;

export const csvLine = (cells: Cell[]) =>
  `${cells.map((cell) => (typeof cell === "number" ? String(cell) : csvCell(cell))).join(",")}\r\n`;

/** Rows read this many at a time. */
export const PAGE = 1000;

/**
 * Every row of a query, a page at a time, by a key that orders them: `page(after)` returns
 * the rows after that key (all from the start when null), `keyOf` a row's key.
 */
export async function* paged<Row, Key>(
  page: (after: Key | null) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) yield row;
    if (rows.length < PAGE) return;
    const last = rows.at(-1);
    if (last === undefined) return;
    after = keyOf(last);
  }
}

/** A CSV file of the export: its heading row, then its rows as lines, in pages of text. */
export async function* csvFile(columns: string[], rows: AsyncIterable<Cell[]>): AsyncGenerator<string> {
  yield csvLine(columns);
  let chunk = "";
  let count = 0;
  for await (const row of rows) {
    chunk += csvLine(row);
    if (++count % PAGE === 0) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
