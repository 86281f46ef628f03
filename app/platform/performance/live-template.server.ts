import { type LivePath, liveValueAt } from "./LiveSlot.tsx";
import { LIVE_VALUES_ID } from "./LiveValues.tsx";

/**
 * A page rendered once and completed per request (decision 0175): the HTML React rendered,
 * cut where it differs from one request to the next. What is cut out:
 * - the CSP nonce (a fresh one per response);
 * - the page's data for the browser (React Router's stream of loader data, which it
 *   encodes per request anyway), written as React Router's <Scripts> writes it;
 * - JSON-LD blocks of the head printed from a `live` value of the route's loader data;
 * - the live slots (LiveSlot.tsx): HTML kept per slot and value, drawn by the slot alone
 *   when a value is new;
 * - the live values' JSON block, where the document holds them (LiveValues.tsx, decision 0228).
 * Every cut is checked when the template is made: the data scripts must be exactly what
 * React rendered, and a slot drawn alone exactly what it was in the page, or the page is
 * not kept (or that slot's new values are rendered with the whole page).
 */

/** A slot as the capture found it: how to draw it, and whether drawing it alone gives what the page had. */
export interface CapturedSlot {
  at: readonly LivePath[];
  /** The slot drawn alone for these values, as renderToString writes it; undefined if it cannot be. */
  drawAlone: (values: unknown[]) => string | undefined;
  values: unknown[];
}

type Hole =
  | { kind: "nonce" }
  | { kind: "data" }
  | { kind: "live-values" }
  | { kind: "json-ld"; key: string }
  | { kind: "slot"; slot: KeptSlot };

interface KeptSlot {
  at: readonly LivePath[];
  /** The slot's HTML (UTF-8) by JSON of its values. */
  seen: Map<string, Buffer>;
  drawAlone: ((values: unknown[]) => string | undefined) | null;
}

/** The page in parts: what every request shares, as UTF-8 bytes ready to send, and the holes between. */
export interface Template {
  parts: (Buffer | Hole)[];
}

/**
 * Values kept per slot before its list starts over: a member's own row is theirs alone,
 * and drawing a slot again costs a tenth of a millisecond, so a short list keeps memory small.
 */
const SEEN_PER_SLOT = 64;

const ESCAPE_LOOKUP: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** React Router's escaping of JSON inside a <script> (its markup.ts). */
export function escapeScriptJson(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (match) => ESCAPE_LOOKUP[match] as string);
}

/** The JSON-LD block React Router's <Meta> prints for a `script:ld+json` entry. */
export function jsonLdBlock(value: unknown): string {
  return `<script type="application/ld+json">${escapeScriptJson(JSON.stringify(value))}</script>`;
}

/**
 * React Router's data for the browser as its <Scripts> writes it when the data is all there
 * at once: one script per chunk of the stream, then one that closes it, each in a
 * resolved Suspense boundary.
 */
export function dataScripts(chunks: string[], nonce: string): string {
  const open = `<!--$--><script nonce="${nonce}">`;
  let html = "";
  for (const chunk of chunks) {
    html += `${open}window.__reactRouterContext.streamController.enqueue(${escapeScriptJson(JSON.stringify(chunk))});</script>`;
  }
  html += `${open}window.__reactRouterContext.streamController.close();</script>`;
  return html + "<!--/$-->".repeat(chunks.length + 1);
}

/** The JSON block of a page's live values, as LiveValuesBlock renders it. */
export function liveValuesBlock(json: string): string {
  return `<script type="application/json" id="${LIVE_VALUES_ID}">${json}</script>`;
}

/** A page's data scripts made once, for pages filled many times with the same data: the pieces between its nonces. */
export interface KeptData {
  pieces: Buffer[];
}

const NONCE_HERE = "\u0000";

export function keptData(chunks: string[]): KeptData {
  return {
    pieces: dataScripts(chunks, NONCE_HERE)
      .split(NONCE_HERE)
      .map((piece) => Buffer.from(piece)),
  };
}

const slotMark = /<ironpeak-slot data-(open|close)="(\d+)"><\/ironpeak-slot>/g;

interface Cut {
  start: number;
  end: number;
  hole: Hole;
}

/**
 * Cuts a captured rendering into a template. `html` is the page as React rendered it with
 * `token` as its nonce and the slots' edges marked; `chunks` the data it was rendered with;
 * `live` the route's live values (the document's, where it holds them); `liveJson` the JSON
 * of the document's block of live values, if it has one. Returns the page as a visitor gets it (marks removed)
 * and the template, or no template when something is not as expected.
 */
export function cutTemplate(
  html: string,
  {
    token,
    chunks,
    live,
    slots,
    liveJson,
  }: { token: string; chunks: string[]; live: unknown; slots: CapturedSlot[]; liveJson?: string | undefined },
): { page: string; template: Template | undefined; problem?: string } {
  const cuts: Cut[] = [];
  let problem: string | undefined;

  // The slots, each between its two marks.
  const page = html.replace(slotMark, "");
  const opened = new Map<number, { at: number; inner: number }>();
  for (const match of html.matchAll(slotMark)) {
    const id = Number(match[2]);
    if (match[1] === "open") {
      opened.set(id, { at: match.index, inner: match.index + match[0].length });
      continue;
    }
    const start = opened.get(id);
    const slot = slots[id];
    if (!start || !slot) {
      problem = "a slot's marks do not pair up";
      break;
    }
    const fragment = html.slice(start.inner, match.index);
    if (fragment.includes(token) || fragment.includes("<ironpeak-slot")) {
      problem = "a slot holds a script or another slot";
      break;
    }
    const key = JSON.stringify(slot.values);
    const alone = slot.drawAlone(slot.values);
    const kept: KeptSlot = {
      at: slot.at,
      seen: new Map([[key, Buffer.from(fragment)]]),
      drawAlone: alone === fragment ? slot.drawAlone : null,
    };
    cuts.push({ start: start.at, end: match.index + match[0].length, hole: { kind: "slot", slot: kept } });
  }
  if (problem) return { page, template: undefined, problem };

  // The data for the browser, at the end of the body.
  const data = dataScripts(chunks, token);
  const dataAt = html.lastIndexOf(data);
  if (dataAt === -1) return { page, template: undefined, problem: "the data scripts are not as expected" };
  cuts.push({ start: dataAt, end: dataAt + data.length, hole: { kind: "data" } });

  // The live values' block, before the scripts.
  if (liveJson !== undefined) {
    const block = liveValuesBlock(liveJson);
    const at = html.lastIndexOf(block, dataAt);
    if (at === -1) return { page, template: undefined, problem: "the live values' block is not as expected" };
    cuts.push({ start: at, end: at + block.length, hole: { kind: "live-values" } });
  }

  // JSON-LD printed from live values, in the head.
  const headEnd = html.indexOf("</head>");
  if (live && typeof live === "object") {
    for (const [key, value] of Object.entries(live)) {
      if (value === null || typeof value !== "object") continue;
      const block = jsonLdBlock(value);
      const at = html.indexOf(block);
      if (at === -1 || at > headEnd) continue;
      cuts.push({ start: at, end: at + block.length, hole: { kind: "json-ld", key } });
    }
  }

  cuts.sort((a, b) => a.start - b.start);
  const parts: (Buffer | Hole)[] = [];
  let from = 0;
  const addStatic = (text: string) => {
    const pieces = text.split(token);
    pieces.forEach((piece, i) => {
      if (i > 0) parts.push({ kind: "nonce" });
      if (piece) parts.push(Buffer.from(piece));
    });
  };
  for (const cut of cuts) {
    if (cut.start < from) return { page, template: undefined, problem: "two cuts overlap" };
    addStatic(html.slice(from, cut.start));
    parts.push(cut.hole);
    from = cut.end;
  }
  addStatic(html.slice(from));
  return { page, template: { parts } };
}

/**
 * The page for one request: its nonce, its data (chunks, or kept scripts), its live values
 * (the document's, where it holds them) and their JSON (where it has a block). Undefined when a
 * slot meets a value it has not seen and cannot draw alone: the page must then be rendered
 * in full (and kept again).
 */
export function fillTemplate(
  template: Template,
  {
    nonce,
    data,
    live,
    liveJson,
  }: { nonce: string; data: string[] | KeptData; live: unknown; liveJson?: string | undefined },
): Buffer | undefined {
  const nonceBytes = Buffer.from(nonce);
  const buffers: Buffer[] = [];
  for (const part of template.parts) {
    if (Buffer.isBuffer(part)) {
      buffers.push(part);
      continue;
    }
    switch (part.kind) {
      case "nonce":
        buffers.push(nonceBytes);
        break;
      case "data":
        if (Array.isArray(data)) buffers.push(Buffer.from(dataScripts(data, nonce)));
        else
          data.pieces.forEach((piece, i) => {
            if (i > 0) buffers.push(nonceBytes);
            buffers.push(piece);
          });
        break;
      case "live-values":
        if (liveJson === undefined) return undefined;
        buffers.push(Buffer.from(liveValuesBlock(liveJson)));
        break;
      case "json-ld": {
        const value = liveValueAt(live, [part.key]);
        if (value === null || typeof value !== "object") return undefined;
        buffers.push(Buffer.from(jsonLdBlock(value)));
        break;
      }
      case "slot": {
        const fragment = slotHtml(part.slot, live);
        if (fragment === undefined) return undefined;
        buffers.push(fragment);
        break;
      }
    }
  }
  return Buffer.concat(buffers);
}

function slotHtml(slot: KeptSlot, live: unknown): Buffer | undefined {
  const values = slot.at.map((path) => liveValueAt(live, path));
  const key = JSON.stringify(values);
  const seen = slot.seen.get(key);
  if (seen !== undefined) return seen;
  const drawn = slot.drawAlone?.(values);
  if (drawn === undefined) return undefined;
  const bytes = Buffer.from(drawn);
  if (slot.seen.size >= SEEN_PER_SLOT) slot.seen.clear();
  slot.seen.set(key, bytes);
  return bytes;
}
