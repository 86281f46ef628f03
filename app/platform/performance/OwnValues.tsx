import { createContext, useContext } from "react";

/**
 * A signed-in member's own values on a page the server keeps for every member (a day's
 * schedule: their bookings, saved classes; decision 0228). The page's loader data, kept and
 * shared by every member, holds this marker in their place; the values themselves are
 * printed beside it, in a JSON block of the document, and live slots read them from there.
 * Client navigations fetch the loader data, which then holds the values themselves.
 */
export const OWN_VALUES_IN_DOCUMENT = "ironpeak:own-values-in-document";

export const OWN_VALUES_ID = "ironpeak-own-values";

/** The own values of the document being rendered (server): parsed, and as the JSON the block prints. */
export interface OwnValues {
  value: unknown;
  json: string;
}

export const OwnValuesContext = createContext<OwnValues | null>(null);

let inDocument: OwnValues | null | undefined;

/** The block the server printed, read once: the values belong to the document, not to a later page. */
function documentOwnValues(): OwnValues | null {
  if (inDocument !== undefined) return inDocument;
  const json = typeof document === "undefined" ? null : (document.getElementById(OWN_VALUES_ID)?.textContent ?? null);
  inDocument = json === null ? null : { json, value: JSON.parse(json) as unknown };
  return inDocument;
}

export function useOwnValues(): OwnValues | null {
  return useContext(OwnValuesContext) ?? documentOwnValues();
}

/** A route's `live` loader data with the marker replaced by the document's own values. */
export function withOwnValues(live: unknown, own: OwnValues | null): unknown {
  if (!live || typeof live !== "object") return live;
  const entries = Object.entries(live);
  if (!entries.some(([, value]) => value === OWN_VALUES_IN_DOCUMENT)) return live;
  return Object.fromEntries(
    entries.map(([key, value]) => [key, value === OWN_VALUES_IN_DOCUMENT ? (own?.value ?? null) : value]),
  );
}

/** The JSON block of the own values, where the document has one; the same block when the page hydrates. */
export function OwnValuesBlock() {
  const own = useOwnValues();
  if (!own) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON the server escaped for a script element, never run.
  return <script type="application/json" id={OWN_VALUES_ID} dangerouslySetInnerHTML={{ __html: own.json }} />;
}
