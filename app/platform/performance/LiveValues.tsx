import { createContext, useContext } from "react";

/**
 * A page the server keeps for every signed-in member (a day's schedule; decision 0228) holds
 * what changes by the second and what is the member's own (the route's `live` loader data:
 * places, their bookings) beside React Router's data rather than in it: the loader data,
 * kept and shared by every member, holds this marker in place of `live`, and the values are
 * printed in a JSON block of the document, read anew for each member. Live slots read them
 * from there. Client navigations fetch the loader data, which then holds `live` itself.
 */
export const LIVE_IN_DOCUMENT = "ironpeak:live-values-in-document";

export const LIVE_VALUES_ID = "ironpeak-live-values";

/** The live values of the document being rendered (server): parsed, and as the JSON the block prints. */
export interface LiveValues {
  value: unknown;
  json: string;
}

export const LiveValuesContext = createContext<LiveValues | null>(null);

let inDocument: LiveValues | null | undefined;

/** The block the server printed, read once: the values belong to the document, not to a later page. */
function documentLiveValues(): LiveValues | null {
  if (inDocument !== undefined) return inDocument;
  const json = typeof document === "undefined" ? null : (document.getElementById(LIVE_VALUES_ID)?.textContent ?? null);
  inDocument = json === null ? null : { json, value: JSON.parse(json) as unknown };
  return inDocument;
}

export function useLiveValues(): LiveValues | null {
  return useContext(LiveValuesContext) ?? documentLiveValues();
}

/** A route's `live` loader data, or the document's live values where it holds the marker. */
export function withLiveValues(live: unknown, inDocument: LiveValues | null): unknown {
  return live === LIVE_IN_DOCUMENT ? (inDocument?.value ?? null) : live;
}

/** The JSON block of the live values, where the document has one; the same block when the page hydrates. */
export function LiveValuesBlock() {
  const values = useLiveValues();
  if (!values) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON the server escaped for a script element, never run.
  return <script type="application/json" id={LIVE_VALUES_ID} dangerouslySetInnerHTML={{ __html: values.json }} />;
}
