import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { PART_IN_DOCUMENT } from "./parts-in-document.ts";

/**
 * The markup of a part of a page that never changes after the server renders it, for
 * <StaticHtml> (decision 0170). `key` names the part and everything it shows (its data):
 * the same key is rendered once per process, so a page rendered on every request pays for
 * a string lookup, not for rendering the part again.
 *
 * Rendered inside a data router of its own, at "/", so `<Link>`s and `<Form>`s write their
 * `href` and `action` (give a form its action: a relative one would mean "/") and React
 * Router's `data-discover`, which <StaticHtml> follows in the app; `useId` values are
 * prefixed with the key, so two parts never share an id.
 */
export function renderStatic(key: string, element: () => ReactElement): string {
  const kept = rendered.get(key);
  if (kept !== undefined) return kept;
  const router = createMemoryRouter([{ path: "*", element: element() }]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />, { identifierPrefix: `s${hash(key)}-` });
  router.dispose();
  // Keys carry data that changes with the schedule: forget the old ones rather than grow.
  if (rendered.size >= maxKept) rendered.clear();
  rendered.set(key, html);
  return html;
}

/** A part's key with the data it shows, for renderStatic. */
export function staticKey(name: string, data: unknown): string {
  return `${name}:${JSON.stringify(data)}`;
}

const maxKept = 500;
const rendered = new Map<string, string>();

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** Parts named in documents being rendered, by name; the oldest forgotten beyond this many. */
const maxParts = 200;
const parts = new Map<string, string>();

/**
 * For a loader whose data only ever travels with a document (the root's): names `html`
 * instead of carrying it (parts-in-document.ts). The name comes from the markup itself, so
 * a changed part is a new name.
 */
export function partInDocument(html: string): string {
  const name = `p${hash(html)}-${html.length}`;
  parts.delete(name);
  if (parts.size >= maxParts) parts.delete(parts.keys().next().value as string);
  parts.set(name, html);
  return `${PART_IN_DOCUMENT}${name}`;
}

/** The markup of a part a loader named (DocumentPartsContext, for the server's renderings). */
export function documentPart(name: string): string {
  const html = parts.get(name);
  // Only 200 other parts named between a loader and its rendering could lose one.
  if (html === undefined) throw new Error(`No markup for the document part ${name}`);
  return html;
}
