import type { Database } from "#app/platform/data/database.server.ts";
import type { Cell } from "./csv-rows.server.ts";

/** One file of the owner's export: its name, what it holds (for the zip's README), its columns and its rows. */
export interface Section {
  file: string;
  about: string;
  columns: string[];
  rows: (database: Database, now: Date) => AsyncIterable<Cell[]>;
}
