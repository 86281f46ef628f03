import type { FormEvent, MouseEvent } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { partName, usePartMarkup } from "./parts-in-document.ts";

/**
 * A part of a page that never changes after the server renders it (decision 0170): the
 * server gives its markup as a string (renderStatic in static-html.server.tsx), and this
 * puts it in the page as it is. Hydration keeps the server's elements without walking
 * them, and the components that drew them never reach the browser.
 *
 * What React would have added is added here once for the whole block: its links to the
 * site's own pages and its search forms (React Router's `data-discover` links and GET
 * forms) navigate in the app, as a `<Link>` or `<Form>` would, instead of loading a new
 * document. Other forms post as the documents they are.
 *
 * `html` may name a part the document carries once instead (parts-in-document.ts).
 */
export function StaticHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const markup = usePartMarkup(html);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click belongs to the links inside, which keyboards reach and press as links.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too.
    <div
      className="contents"
      data-part={partName(html)}
      onClick={(event) => followInApp(event, navigate)}
      onSubmit={(event) => searchInApp(event, navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup our own server rendered from our components (renderStatic), escaped by React as any page is.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** What a `<Link>` does on a click: same-origin page links navigate in the app; new tabs, downloads and other sites are the browser's. */
export function followInApp(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  ) {
    return;
  }
  const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

/** What a GET `<Form>` does on submit: the fields become the search of the address it names, navigated to in the app. */
export function searchInApp(event: FormEvent<HTMLElement>, navigate: NavigateFunction): void {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-discover")) return;
  if (form.method.toLowerCase() !== "get" || (form.target && form.target !== "_self")) return;
  const url = new URL(form.action);
  if (url.origin !== window.location.origin) return;
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const fields = new FormData(form, submitter);
  event.preventDefault();
  const search = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string") search.append(name, value);
  const query = search.toString();
  void navigate(`${url.pathname}${query ? `?${query}` : ""}`);
}
