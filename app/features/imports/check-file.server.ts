import type { Kysely } from "kysely";
import { moneyLocale } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { type CheckedRow, checkRow } from "./check-rows.server.ts";
import { localeDateOrder, orderTheDatesShow } from "./dates.ts";
import { type DateOrder, type ImportMapping, isDateField } from "./fields.ts";
import type { CheckOutcome, DateReading, ImportProblem } from "./outcome.ts";
import { planImport, type RowPlan } from "./plan.server.ts";
import { isPresetName, type PresetName, presets } from "./presets.ts";
import type { ProductLookup } from "./product-lookup.server.ts";
import type { ReadFile } from "./read-csv.server.ts";
import { columnPlan, rowValues } from "./row-values.ts";

/** How an import reads its file: the preset it started from, the columns' fields, the date order (or "auto"). */
export interface ImportSettings {
  preset: PresetName | null;
  mapping: ImportMapping;
  dateOrder: DateOrder | "auto";
}

/** A mapping that cannot be used: it names a heading the file lacks, or maps nothing to the e-mail. */
export class MappingRefused extends Error {
  override name = "MappingRefused";
}

/** The mapping, checked against the file's headings. */
export function checkMapping(file: Pick<ReadFile, "headings">, mapping: ImportMapping): ImportMapping {
  const missing = Object.keys(mapping).filter((heading) => !file.headings.includes(heading));
  if (missing.length > 0) {
    throw new MappingRefused(`The file has no column ${missing.map((heading) => `“${heading}”`).join(", ")}.`);
  }
  if (!Object.values(mapping).includes("email")) {
    throw new MappingRefused("Map a column to the e-mail address: members are imported by it.");
  }
  return mapping;
}

/** The date order to read the file in, and how it was settled. */
export function dateReading(file: ReadFile, settings: ImportSettings): DateReading {
  if (settings.dateOrder !== "auto") return { order: settings.dateOrder, decidedBy: "chosen", example: null };
  const columns = file.headings.flatMap((heading, index) => {
    const field = settings.mapping[heading];
    return field && isDateField(field) ? [index] : [];
  });
  const shown = orderTheDatesShow(
    (function* () {
      for (const row of file.rows) for (const index of columns) yield row[index] ?? "";
    })(),
  );
  if (shown.order) return { order: shown.order, decidedBy: "file", example: shown.example };
  const preset = settings.preset && isPresetName(settings.preset) ? presets[settings.preset] : null;
  if (preset?.dateOrder) return { order: preset.dateOrder, decidedBy: "preset", example: null };
  return { order: localeDateOrder(moneyLocale), decidedBy: "locale", example: null };
}

export interface Checked {
  outcome: CheckOutcome;
  plans: RowPlan[];
}

/**
 * The dry run: every row checked and planned against the database, nothing written. The
 * problems come in the file's order.
 */
export async function checkFile(
  db: Kysely<Tables>,
  file: ReadFile,
  settings: ImportSettings,
  products: ProductLookup,
  now: Date,
): Promise<Checked> {
  const mapping = checkMapping(file, settings.mapping);
  const dates = dateReading(file, { ...settings, mapping });
  const plans = columnPlan(file.headings, mapping);
  const context = { order: dates.order, products, today: gymToday(now), now, timeZone: site.timeZone };
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  const checked: CheckedRow[] = [];
  file.rows.forEach((row, index) => {
    const one = checkRow(rowValues(row, plans), index + 2, seen, context, problems);
    if (one) checked.push(one);
  });
  const planned = await planImport(db, checked, problems, now);
  problems.sort((a, b) => a.row - b.row);
  return {
    outcome: {
      rows: file.rows.length,
      skipped: file.rows.length - checked.length,
      ...planned.counts,
      dates,
      problems,
    },
    plans: planned.plans,
  };
}
