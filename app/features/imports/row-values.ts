import type { ImportField, ImportMapping } from "./fields.ts";

/**
 * A row's value for each field. Several columns may be mapped to one field: a name's parts
 * are joined with spaces ("First Name", "Last Name"), an emergency contact's with commas
 * (name, phone, relationship), a note's as lines that say their column ("Gender: F"); for
 * every other field the first column with a value counts (mobile phone before home phone).
 */
export type RowValues = Partial<Record<ImportField, string>>;

export interface ColumnPlan {
  field: ImportField;
  indexes: number[];
  headings: string[];
}

/** Which columns feed which field, in the file's order. */
export function columnPlan(headings: readonly string[], mapping: ImportMapping): ColumnPlan[] {
  const plans = new Map<ImportField, ColumnPlan>();
  headings.forEach((heading, index) => {
    const field = mapping[heading];
    if (!field) return;
    const plan = plans.get(field) ?? { field, indexes: [], headings: [] };
    plan.indexes.push(index);
    plan.headings.push(heading);
    plans.set(field, plan);
  });
  return [...plans.values()];
}

/**
 * A cell as written: a leading apostrophe before = + - @ is a spreadsheet's guard against
 * formulas (our own export writes "'+44 7700…" so, and so do other systems), not data.
 */
const cellValue = (cell: string) => {
  const value = cell.trim();
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
};

export function rowValues(row: readonly string[], plans: readonly ColumnPlan[]): RowValues {
  const values: RowValues = {};
  for (const { field, indexes, headings } of plans) {
    const cells = indexes.map((index, at) => ({ heading: headings[at] ?? "", value: cellValue(row[index] ?? "") }));
    const filled = cells.filter((cell) => cell.value !== "");
    if (filled.length === 0) continue;
    if (field === "name") values.name = filled.map((cell) => cell.value).join(" ");
    else if (field === "emergencyContact") values.emergencyContact = filled.map((cell) => cell.value).join(", ");
    else if (field === "note") {
      values.note =
        indexes.length === 1 ? filled[0]?.value : filled.map((cell) => `${cell.heading}: ${cell.value}`).join("\n");
    } else values[field] = filled[0]?.value;
  }
  return values;
}
