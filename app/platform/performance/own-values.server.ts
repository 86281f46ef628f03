import { AsyncLocalStorage } from "node:async_hooks";
import type { Template } from "./live-template.server.ts";
import { OWN_VALUES_IN_DOCUMENT } from "./OwnValues.tsx";

/** Who a member's page is for, as far as their own values need to know. */
export interface PageMember {
  id: string;
  email: string;
}

/** Reads a member's own values of a kept page again, for another member or a later moment. */
export type ReadOwnValues = (member: PageMember, now: Date) => Promise<unknown>;

/** What the rendering of a page kept for members leaves behind to fill it again (member-pages.server.ts). */
export interface MemberPageParts {
  template: Template;
  /** React Router's data for the browser, alike for every member: their own values are not in it. */
  chunks: string[];
  /** The route's `live` loader data, the marker in the own values' place. */
  live: unknown;
  /** The rendered response's headers but the per-response ones (CSP, timing, length). */
  headers: [string, string][];
}

interface Keeping {
  own?: { value: unknown; read: ReadOwnValues };
  parts?: MemberPageParts;
}

const keeping = new AsyncLocalStorage<Keeping>();

/**
 * Called by a loader with the member's own part of its `live` data (decision 0228): while
 * the server renders a page to keep for every member, the part goes into the document and
 * the loader data holds a marker, so the data is alike for every member; `read` reads the
 * part again for whoever asks next. Anywhere else, the part itself. The part travels as
 * JSON: plain values only (no Date, Map or undefined that React Router's data would keep).
 */
export function ownValues<T>(
  value: T,
  read: (member: PageMember, now: Date) => Promise<T>,
): T | typeof OWN_VALUES_IN_DOCUMENT {
  const store = keeping.getStore();
  if (!store) return value;
  if (store.own) throw new Error("A page has one part of its own for members");
  store.own = { value, read };
  return OWN_VALUES_IN_DOCUMENT;
}

/** The page being rendered to keep for members, if this is one: its own values, and where its parts go. */
export function keepingForMembers(): Keeping | undefined {
  return keeping.getStore();
}

/** Renders a page (`work`) to keep for members, and returns it with what it left behind. */
export async function renderingForMembers<T>(
  work: () => Promise<T>,
): Promise<{ result: T; parts: MemberPageParts | undefined; read: ReadOwnValues | undefined }> {
  const store: Keeping = {};
  const result = await keeping.run(store, work);
  return { result, parts: store.parts, read: store.own?.read };
}
