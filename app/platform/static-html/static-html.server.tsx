import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * The markup of a part of a page that never changes after the server renders it, for
 * <StaticHtml> (decision 0170). `key` names the part and everything it shows (its data):
 * the same key is rendered once per process, so a page rendered on every request pays for
 * a string lookup, not for rendering the part again.
 *
 * Rendered inside a router of its own, so `<Link>`s write their `href` (and React Router's
 * `data-discover`, which <StaticHtml> follows in the app); `useId` values are prefixed
 * with the key, so two parts never share an id.
 */
export function renderStatic(key: string, element: () => ReactElement): string {
  const kept = rendered.get(key);
  if (kept !== undefined) return kept;
  const html = renderToStaticMarkup(<MemoryRouter>{element()}</MemoryRouter>, {
    identifierPrefix: `s${hash(key)}-`,
  });
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
