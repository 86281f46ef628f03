import { AsyncLocalStorage } from "node:async_hooks";
import { LIVE_IN_DOCUMENT } from "./LiveValues.tsx";
import type { Template } from "./live-template.server.ts";

/** Who a member's page is for, as far as its live values need to know. */
export interface PageMember {
  id: string;
  email: string;
}

/** Reads a kept page's live values again, for another member or a later moment. */
export type ReadLiveValues = (member: PageMember, now: Date) => Promise<unknown>;

/** What the rendering of a page kept for members leaves behind to fill it again (member-pages.server.ts). */
export interface MemberPageParts {
  template: Template;
  /** React Router's data for the browser, alike for every member: the live values are not in it. */
  chunks: string[];
  /** The route's `live` loader data: the marker, where the values are in the document. */
  live: unknown;
  /** The rendered response's headers but the per-response ones (CSP, timing, length, cookies). */
  headers: [string, string][];
}

interface Keeping {
  live?: { value: unknown; read: ReadLiveValues };
  parts?: MemberPageParts;
}

const keeping = new AsyncLocalStorage<Keeping>();

/**
 * Called by a loader with its `live` data (decision 0228). While the server renders a page
 * to keep for every member, the values go into the document and the loader data holds a
 * marker, so the data is alike for every member and whatever the places say; `read` reads
 * the values again for whoever asks next. Anywhere else, the values themselves. They travel
 * as JSON: plain values only (no Date, Map or undefined that React Router's data would keep).
 */
export function liveInDocument<T>(
  live: T,
  read: (member: PageMember, now: Date) => Promise<T>,
): T | typeof LIVE_IN_DOCUMENT {
  const store = keeping.getStore();
  if (!store) return live;
  if (store.live) throw new Error("A page has one set of live values");
  store.live = { value: live, read };
  return LIVE_IN_DOCUMENT;
}

/** The page being rendered to keep for members, if this is one: its live values, and where its parts go. */
export function keepingForMembers(): Keeping | undefined {
  return keeping.getStore();
}

/** Renders a page (`work`) to keep for members, and returns it with what it left behind: its parts, and the live values it drew. */
export async function renderingForMembers<T>(
  work: () => Promise<T>,
): Promise<{ result: T; parts: MemberPageParts | undefined; read: ReadLiveValues | undefined; values: unknown }> {
  const store: Keeping = {};
  const result = await keeping.run(store, work);
  return { result, parts: store.parts, read: store.live?.read, values: store.live?.value };
}
