import { createHash, randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { log } from "#app/platform/logging/log.server.ts";
import type { LiveCapture } from "./LiveSlot.tsx";
import { type LiveValues, withLiveValues } from "./LiveValues.tsx";
import { slotCapturer } from "./live-capture.server.tsx";
import { type CapturedSlot, cutTemplate, fillTemplate, type Template } from "./live-template.server.ts";
import { withoutModulePreloads } from "./module-preloads.server.ts";

/**
 * Pages whose route says `handle: { liveTemplate: true }` (a day's schedule, /pricing) are
 * rendered by React once per version of what they share (the address, the loader data but
 * its `live` values, the schedule and the gym's date) and completed per request from a
 * template (live-template.server.ts, decision 0175): a fresh nonce, this request's data and
 * live values. A request that brings a slot value the template cannot draw renders the page
 * in full again, and keeps that rendering.
 */

/** How a page is made: "template" fills a kept template, "render" renders the whole page with React. */
export type PageWork = "template" | "render";

/**
 * Renders the app as React Router's entry does, for `context`, its live slots noted by
 * `capture` when given, with the live values in the document when it holds them.
 */
export type RenderApp = (
  context: EntryContext,
  nonce: string,
  capture: LiveCapture | null,
  inDocument: LiveValues | null,
) => ReactElement;

/** Templates kept, by page version; beyond this many the oldest is dropped (filters and weeks make many addresses). */
const MAX_TEMPLATES = 100;

const templates = new Map<string, Template>();
const capturing = new Map<string, Promise<unknown>>();
const problemsSaid = new Set<string>();

/** React Router's stream of the page's data (livePage made sure there is one). */
function dataStream(context: EntryContext): ReadableStream<Uint8Array> {
  if (!context.serverHandoffStream) throw new Error("A page to fill has no data stream");
  return context.serverHandoffStream;
}

const routeHandle = (context: EntryContext, routeId: string) =>
  context.routeModules[routeId]?.handle as { liveTemplate?: boolean } | undefined;

/** The leaf route's id and its live values, when this response is one to fill from a template. */
export function livePage(request: Request, statusCode: number, context: EntryContext) {
  const { staticHandlerContext: state } = context;
  if (request.method !== "GET" || statusCode !== 200 || context.isSpaMode) return undefined;
  if (state.actionData || state.errors || !context.serverHandoffStream) return undefined;
  const leaf = state.matches.at(-1);
  if (!leaf || routeHandle(context, leaf.route.id)?.liveTemplate !== true) return undefined;
  const data = state.loaderData[leaf.route.id] as { live?: unknown } | undefined;
  return { routeId: leaf.route.id, live: data?.live };
}

/** Everything a kept page shares with the next request for the same address. */
function versionOf(
  request: Request,
  context: EntryContext,
  shared: string,
  live: unknown,
  inDocument: boolean,
): string {
  const url = new URL(request.url);
  const { matches, loaderData } = context.staticHandlerContext;
  const routes = matches.map(({ route }) => {
    const data = loaderData[route.id];
    if (!data || typeof data !== "object" || !("live" in data)) return [route.id, data];
    const { live: _live, ...rest } = data as Record<string, unknown>;
    return [route.id, rest];
  });
  // Which live values are there at all: a JSON-LD block of the head is printed or not.
  const present =
    live && typeof live === "object"
      ? Object.entries(live).map(([key, value]) => `${key}:${value === null || value === undefined ? 0 : 1}`)
      : [];
  return createHash("sha1")
    .update(JSON.stringify([url.pathname, url.search, shared, routes, present, inDocument]))
    .digest("base64url");
}

async function readChunks(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

/** The whole page as React renders it once everything is ready, as one string. */
function renderAll(element: ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(parts).toString("utf8"));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}

const kept = (key: string, template: Template) => {
  templates.delete(key);
  if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value as string);
  templates.set(key, template);
};

export interface LiveDocumentOptions {
  request: Request;
  context: EntryContext;
  /** The route's `live` loader data: the marker, where the document holds the values. */
  live: unknown;
  /** The live values, where the document holds them (live-in-document.server.ts). */
  inDocument: LiveValues | null;
  routeId: string;
  nonce: string;
  /** sharedPagesKey(): the schedule's version and the gym's date. */
  shared: string;
  renderApp: RenderApp;
  /** "check": render every page in full too, and serve the full rendering (and say so) when they differ. */
  mode: "on" | "check";
}

/** A page made for one request: its HTML (UTF-8), how, and the template and data it was made from, if kept. */
export interface LiveDocument {
  html: Buffer;
  work: PageWork;
  made?: { template: Template; chunks: string[] };
}

/** The page's HTML (UTF-8) for this request, and how it was made. */
export async function liveDocument(options: LiveDocumentOptions): Promise<LiveDocument> {
  const { request, context, live, inDocument, shared } = options;
  const key = versionOf(request, context, shared, live, inDocument !== null);
  const pending = capturing.get(key);
  if (pending) await pending.catch(() => {});
  const template = templates.get(key);
  if (!template) return capture(options, key);
  // A spare copy of the data: for the full rendering when the template cannot be filled (or is checked).
  const [forFill, spare] = dataStream(context).tee();
  const chunks = await readChunks(forFill);
  const html = fillTemplate(template, {
    nonce: options.nonce,
    data: chunks,
    live: withLiveValues(live, inDocument),
    liveJson: inDocument?.json,
  });
  const withSpare = { ...context, serverHandoffStream: spare, renderMeta: {} };
  if (html === undefined) return capture({ ...options, context: withSpare }, key);
  if (options.mode === "check") return checked(options, withSpare, html, "template", { template, chunks });
  void spare.cancel();
  return { html, work: "template", made: { template, chunks } };
}

/** Check mode: the page as React renders it in full; when `made` differs, that one is served and the difference logged. */
async function checked(
  { nonce, renderApp, routeId, request, inDocument }: LiveDocumentOptions,
  context: EntryContext,
  made: Buffer,
  work: PageWork,
  parts: LiveDocument["made"],
): Promise<LiveDocument> {
  const full = withoutModulePreloads(await renderAll(renderApp(context, nonce, null, inDocument), nonce));
  if (made.equals(Buffer.from(full))) return { html: made, work, ...(parts ? { made: parts } : {}) };
  const text = made.toString("utf8");
  let at = 0;
  while (at < full.length && full[at] === text[at]) at++;
  log.error(
    `${routeId} (${new URL(request.url).pathname}): the ${work === "template" ? "filled template" : "captured page"} differs from the full rendering at ${at}: ` +
      `${JSON.stringify(text.slice(Math.max(0, at - 80), at + 80))} instead of ${JSON.stringify(full.slice(Math.max(0, at - 80), at + 80))}`,
  );
  return { html: Buffer.from(full), work: "render" };
}

/** Renders the page in full with its slots marked, keeps the template it makes, and answers with the page. */
async function capture(options: LiveDocumentOptions, key: string): Promise<LiveDocument> {
  const { context, live, inDocument, nonce, renderApp, routeId } = options;
  const token = randomBytes(18).toString("base64url");
  const slots: CapturedSlot[] = [];
  const [forRender, forRest] = dataStream(context).tee();
  const [forChunks, forCheck] = options.mode === "check" ? forRest.tee() : [forRest, undefined];
  const captured = { ...context, serverHandoffStream: forRender, renderMeta: {} };
  const rendering = Promise.all([
    renderAll(renderApp(captured, token, slotCapturer(slots, captured), inDocument), token),
    readChunks(forChunks),
  ]);
  const tracked = rendering.finally(() => {
    if (capturing.get(key) === tracked) capturing.delete(key);
  });
  capturing.set(key, tracked);
  const [rendered, chunks] = await rendering;
  const cut = cutTemplate(withoutModulePreloads(rendered), {
    token,
    chunks,
    live: withLiveValues(live, inDocument),
    slots,
    liveJson: inDocument?.json,
  });
  if (cut.template) kept(key, cut.template);
  else if (cut.problem && !problemsSaid.has(routeId)) {
    problemsSaid.add(routeId);
    log.warn(`${routeId} is rendered in full per request: ${cut.problem}`);
  }
  const html = Buffer.from(cut.page.split(token).join(nonce));
  const parts = cut.template ? { template: cut.template, chunks } : undefined;
  if (forCheck)
    return checked(options, { ...context, serverHandoffStream: forCheck, renderMeta: {} }, html, "render", parts);
  return { html, work: "render", ...(parts ? { made: parts } : {}) };
}
