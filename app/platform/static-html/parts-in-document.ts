import { createContext, useContext, useState } from "react";

/**
 * Parts of the shell the document carries once (decision 0230). The root's footer and
 * about panel are markup its loader renders (decision 0170); as loader data they travelled
 * twice in every document, drawn in the page and again, escaped, in React Router's data
 * for hydration: a fifth of a day page's bytes. The root's data is only ever sent with a
 * document (it never revalidates), so its loader gives each part's name instead
 * (`partInDocument`, static-html.server.tsx): the server draws the part from it, and the
 * browser takes the part's markup from the page it hydrates.
 */
export const PART_IN_DOCUMENT = "part-in-document:";

/** On the server: the markup of a part named in the loader's data. */
export const DocumentPartsContext = createContext<((name: string) => string) | null>(null);

/** The part's name when `html` names one, else undefined. */
export function partName(html: string): string | undefined {
  return html.startsWith(PART_IN_DOCUMENT) ? html.slice(PART_IN_DOCUMENT.length) : undefined;
}

/**
 * The markup to draw for `html`: itself, or the named part's markup (from the server, or in
 * the browser from the element the server drew it in, read before hydration touches it).
 */
export function usePartMarkup(html: string): string {
  const fromServer = useContext(DocumentPartsContext);
  const name = partName(html);
  const [inPage] = useState(() =>
    name === undefined || fromServer ? "" : (document.querySelector(`[data-part="${name}"]`)?.innerHTML ?? ""),
  );
  if (name === undefined) return html;
  return fromServer ? fromServer(name) : inPage;
}
