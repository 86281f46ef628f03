import { log } from "#app/platform/logging/log.server.ts";
import { freshNonce } from "#app/platform/security/fresh-nonce.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { keptPageVersion, renderKeptPage } from "./kept-page-versions.server.ts";
import { withLiveValues } from "./LiveValues.tsx";
import {
  type MemberPageParts,
  type PageMember,
  type ReadLiveValues,
  renderingForMembers,
} from "./live-in-document.server.ts";
import { escapeScriptJson, fillTemplate, type KeptData, keptData } from "./live-template.server.ts";

/**
 * The pages kept as templates (a day's schedule, /pricing), as signed-in members get them
 * (decision 0228). Every member shares one page but its live values (on a day's page: the
 * places, their bookings and saved classes; none on /pricing), so the server keeps, per
 * address, the template and React Router's data of one member's rendering, the data holding
 * a marker where the live values were. The next member's page is filled from it with the
 * live values read anew for them, and a fresh nonce: no React Router, no rendering. The page
 * is rendered again when what it shares moves (the schedule, the gym's date, an instant it
 * depends on: kept-page-versions.server.ts; not the places, which are live values), when a
 * slot meets a value it cannot draw, and in "check" mode every time, to compare.
 */

interface KeptForMembers extends MemberPageParts {
  version: string;
  /** The data scripts as the template's data hole takes them, made once. */
  data: KeptData;
  /** Reads the live values again; none when the page has none in the document. */
  read: ReadLiveValues | undefined;
}

/** Addresses kept; beyond this many the oldest is dropped. */
const MAX_KEPT = 300;

const kept = new Map<string, KeptForMembers>();
/** Renderings under way, by address: a crowd whose page's version moved waits for one instead of each rendering it. */
const rendering = new Map<string, Promise<unknown>>();

export interface MemberPageOptions {
  /** Path and query. */
  url: string;
  member: PageMember;
  /** sharedPagesKey(): the schedule's version and the gym's date. */
  shared: string;
  /** Renders the page for this member through React Router (its request carries their cookie). */
  render: () => Promise<Response>;
  /** The CSP of a page whose scripts carry `nonce`. */
  securityPolicy: (nonce: string) => string;
  /** "check": render every page in full too, and serve that one (and say so) when they differ. */
  mode: "on" | "check";
}

/** A page as made for one request: plain bytes, no Response to copy them out of again. */
export interface MadePage {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** The member's page at `url`: filled from the kept one when its version holds, else rendered (and kept). */
export async function memberPage(options: MemberPageOptions): Promise<MadePage> {
  const { url, member } = options;
  let entry = await keptNow(options);
  const running = rendering.get(url);
  if (!entry && running) {
    await running.catch(() => {});
    entry = await keptNow(options);
  }
  if (entry && options.mode === "check") return checked(options, entry);
  if (entry) {
    const filled = await fill(entry, member, options.securityPolicy);
    if (filled) return filled.page;
  }
  return (await renderToKeep(options)).page;
}

/** The page kept for `url`, if its version is still the page's version now. */
async function keptNow({ url, shared }: MemberPageOptions): Promise<KeptForMembers | undefined> {
  const version = await keptPageVersion(`member ${url}`, shared);
  const entry = kept.get(url);
  return entry && version !== undefined && entry.version === version ? entry : undefined;
}

/** A page rendered in full, and the live values it drew (check mode fills the kept page with the same). */
interface Rendered {
  page: MadePage;
  values: unknown;
}

async function renderToKeep({ url, shared, render }: MemberPageOptions): Promise<Rendered> {
  const running = renderKeptPage(
    `member ${url}`,
    shared,
    async () => {
      const { result, parts, read, values } = await renderingForMembers(render);
      return { response: result, parts, read, values };
    },
    // Live values in the document are read anew per request: the page does not move with them.
    ({ read }) => read === undefined,
  );
  rendering.set(url, running);
  const { response, version, parts, read, values } = await running.finally(() => {
    if (rendering.get(url) === running) rendering.delete(url);
  });
  if (response.status === 200 && parts) {
    kept.delete(url);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(url, { ...parts, version, read, data: keptData(parts.chunks) });
  }
  return {
    page: { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) },
    values,
  };
}

interface Filled {
  page: MadePage;
  nonce: string;
}

/** The kept page filled with the live values read now for `member`, or with `given` ones. */
async function fill(
  entry: KeptForMembers,
  member: PageMember,
  securityPolicy: (nonce: string) => string,
  given?: { values: unknown },
): Promise<Filled | undefined> {
  const values = given ? given.values : entry.read ? await entry.read(member, clock.now()) : undefined;
  const liveJson = entry.read ? escapeScriptJson(JSON.stringify(values)) : undefined;
  const nonce = freshNonce();
  const html = fillTemplate(entry.template, {
    nonce,
    data: entry.data,
    live: withLiveValues(entry.live, liveJson === undefined ? null : { value: values, json: liveJson }),
    liveJson,
  });
  if (html === undefined) return undefined;
  const headers = new Headers(entry.headers);
  headers.set("Content-Security-Policy", securityPolicy(nonce));
  headers.set("Server-Timing", 'page;desc="filled"');
  return { page: { status: 200, headers, body: html }, nonce };
}

const nonceOf = (page: MadePage) =>
  /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1] ?? "";

/**
 * Check mode, two comparisons with the page rendered in full for the same member:
 * - the live values read for a fill against those the rendering drew. A first read can come
 *   before the places moved (a booking, the kept readings renewed), so a difference is read
 *   again once before it is logged;
 * - the kept page filled with the rendering's values against the rendering. When they
 *   differ, the rendered one is served and the difference logged.
 */
async function checked(options: MemberPageOptions, entry: KeptForMembers): Promise<MadePage> {
  const { member, url } = options;
  const read = entry.read;
  const before = read ? JSON.stringify(await read(member, clock.now())) : undefined;
  const { page: rendered, values } = await renderToKeep(options);
  const drawn = JSON.stringify(values);
  if (read && before !== drawn) {
    const again = JSON.stringify(await read(member, clock.now()));
    if (again !== drawn) logDifference(url, "the live values read for a member", again, drawn);
  }
  const filled = await fill(entry, member, options.securityPolicy, { values });
  if (!filled) return rendered;
  const full = rendered.body.toString("utf8").split(nonceOf(rendered)).join("NONCE");
  const made = filled.page.body.toString("utf8").split(filled.nonce).join("NONCE");
  if (rendered.status === 200 && made === full) return filled.page;
  logDifference(url, "the page filled for a member", made, full);
  return rendered;
}

function logDifference(url: string, what: string, made: string | undefined = "", full: string | undefined = "") {
  let at = 0;
  while (at < full.length && full[at] === made[at]) at++;
  log.error(
    `${new URL(url, "http://localhost").pathname}: ${what} differs from the full rendering at ${at}: ` +
      `${JSON.stringify(made.slice(Math.max(0, at - 80), at + 80))} instead of ${JSON.stringify(full.slice(Math.max(0, at - 80), at + 80))}`,
  );
}
