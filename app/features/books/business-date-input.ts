import { Temporal } from "temporal-polyfill";

/** A calendar date as a URL or a body sends it (YYYY-MM-DD, a real date), or null. */
export function parseBusinessDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: "reject" }).toString();
  } catch {
    return null;
  }
}
