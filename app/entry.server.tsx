import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { memberOfCookies } from "#app/features/accounts/page-member.server.ts";
import { carriesSessionCookie } from "#app/features/accounts/session-token-cookie.ts";
import { articlePaths, blogKey } from "#app/features/blog/blog-view.server.ts";
import { galleryPageSlugs, mediaKey } from "#app/features/media/gallery-view.server.ts";
import { offersKey } from "#app/features/offers/current-offers.server.ts";
import { productsKey } from "#app/features/products/current-products.server.ts";
import { siteKey } from "#app/features/site/site-details.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { paymentFormTargets, serverEnv } from "#app/platform/config/env.server.ts";
import { withPreparedStatements } from "#app/platform/data/postgres-statements.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { coalesceWrites } from "#app/platform/performance/coalesce-writes.server.ts";
import { keptPageVersion, renderKeptPage } from "#app/platform/performance/kept-page-versions.server.ts";
import { LiveCaptureContext } from "#app/platform/performance/LiveSlot.tsx";
import { type LiveValues, LiveValuesContext } from "#app/platform/performance/LiveValues.tsx";
import { liveDocument, livePage, type RenderApp } from "#app/platform/performance/live-documents.server.tsx";
import { keepingForMembers } from "#app/platform/performance/live-in-document.server.ts";
import { escapeScriptJson } from "#app/platform/performance/live-template.server.ts";
import { type MadePage, memberPage } from "#app/platform/performance/member-pages.server.ts";
import { stripModulePreloadsFromHead } from "#app/platform/performance/module-preloads.server.ts";
import { contentSecurityPolicy } from "#app/platform/security/csp.ts";
import { freshNonce } from "#app/platform/security/fresh-nonce.server.ts";
import { NonceProvider } from "#app/platform/security/nonce.tsx";
import { sharedPathsWith } from "#app/platform/seo/public-paths.ts";
import { DocumentPartsContext } from "#app/platform/static-html/parts-in-document.ts";
import { documentPart } from "#app/platform/static-html/static-html.server.tsx";
import { clock } from "#app/platform/time/clock.ts";
import { getServices } from "./services.server.ts";

export const streamTimeout = 5_000;

/**
 * `npm run payments -- sync` (scripts/payments.ts) runs from the server build: the e-mail
 * templates it queues are JSX, which only the bundler compiles.
 */
export { syncFromEnvironment } from "#app/features/payments/sync.server.ts";

/**
 * Called by server/index.ts before it listens: opens the database, runs the migrations
 * and seeds the demo account, so a server that is up is ready (and a broken configuration
 * stops it at start, not at the first visitor).
 */
export async function prepareServer(): Promise<{ close(): Promise<void> }> {
  return getServices();
}

let today = { date: "", until: 0 };

/**
 * What the pages every visitor gets alike show besides the build: the schedule (its
 * database and version), the gym's date (closures, "this week") and the blog (its articles'
 * version and the scheduled ones gone live, decision 0180), the site's details (their
 * version and whether the announcement shows, decision 0200), the pictures (the gallery,
 * decision 0201), the products (the home page's plans, decision 0210) and the offers a
 * banner promotes (decision 0212, by the moment: an offer's start and end change the
 * banner). The server keeps each such page
 * until this changes (server/page-cache.ts, decision 0071). Asked per request: the date is
 * worked out at most once a second.
 */
export function sharedPagesKey(): string {
  const now = clock.millis();
  if (now >= today.until) today = { date: gymToday(new Date(now)).toString(), until: now + 1000 };
  const schedule = currentSchedule();
  return `${schedule.origin} ${schedule.version} ${today.date} ${blogKey(now)} ${siteKey(now)} ${mediaKey()} ${productsKey()} ${offersKey(now)}`;
}

let shared: { key: string; paths: readonly string[] } = { key: "", paths: [] };

/** The pages every visitor gets alike, the live articles' and the gallery's among them: the same array until they change. */
export function sharedPaths(): readonly string[] {
  const key = `${blogKey()} ${mediaKey()}`;
  if (shared.key !== key) shared = { key, paths: sharedPathsWith(articlePaths(), galleryPageSlugs()) };
  return shared.paths;
}

/** The app as React Router renders it at `url`, its live slots marked when `capture` is given (decision 0175). */
const appAt =
  (url: string): RenderApp =>
  (context, nonce, capture, inDocument) => (
    <NonceProvider nonce={nonce}>
      <LiveValuesContext value={inDocument}>
        <LiveCaptureContext value={capture}>
          <DocumentPartsContext value={documentPart}>
            <ServerRouter context={context} url={url} nonce={nonce} />
          </DocumentPartsContext>
        </LiveCaptureContext>
      </LiveValuesContext>
    </NonceProvider>
  );

/**
 * How pages with a template are made (PAGE_TEMPLATES). Development renders every page in
 * full unless asked to check: an edited component must show at once.
 */
function templateMode(): "on" | "off" | "check" {
  const env = serverEnv();
  return env.NODE_ENV === "development" && env.PAGE_TEMPLATES === "on" ? "off" : env.PAGE_TEMPLATES;
}

/**
 * Rendered for a member's page kept for every member (decision 0228): the live values the
 * loader put into the document, for the live slots and the document's block. Any page of
 * such a rendering gets them, a 404 for an unknown filter too.
 */
function liveValuesInDocument(): LiveValues | null {
  const live = keepingForMembers()?.live;
  return live ? { value: live.value, json: escapeScriptJson(JSON.stringify(live.value)) } : null;
}

/**
 * A page kept as a template (a day's schedule, /pricing): filled per request, or rendered
 * in full when its template is missing. `Server-Timing` says which (tests count renderings).
 */
async function liveResponse(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  page: { routeId: string; live: unknown },
  mode: "on" | "check",
): Promise<Response> {
  const nonce = freshNonce();
  const forMembers = keepingForMembers();
  const inDocument = liveValuesInDocument();
  const { html, work, made } = await liveDocument({
    request,
    context,
    live: page.live,
    inDocument,
    routeId: page.routeId,
    nonce,
    shared: sharedPagesKey(),
    renderApp: appAt(request.url),
    mode,
  });
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (forMembers && made) {
    const alike = [...headers].filter(([name]) => name !== "set-cookie");
    forMembers.parts = { ...made, live: page.live, headers: alike };
  }
  headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], paymentFormTargets()));
  headers.set("Server-Timing", `page;desc="${work}"`);
  return new Response(html as Uint8Array<ArrayBuffer>, { headers, status });
}

/**
 * For server/live-pages.ts: the pages kept as templates, kept whole for visitors who are
 * not signed in until their version moves (decision 0175).
 */
export const visitorPages = {
  /** A request without a session cookie: the visitors' page is the one to serve. */
  isVisitor: (cookie: string | undefined) => !carriesSessionCookie(cookie),
  /** The version of the page at `url` now; undefined when it must be rendered. */
  version: (url: string) => keptPageVersion(`visitor ${url}`, sharedPagesKey()),
  /** Renders the page at `url` through `render` (signed out), with the version of what it shows. */
  render: (url: string, render: () => Promise<Response>) =>
    renderKeptPage(`visitor ${url}`, sharedPagesKey(), async () => ({ response: await render() })),
};

/**
 * For server/member-pages.ts: the same pages for signed-in members, filled from the one
 * kept for every member with the live values read for the asker (decision 0228).
 */
export const memberPages = {
  /**
   * The page at `url` (path and query) for the member whose session cookie is in `cookies`,
   * through `render` (React Router, for this request) when it must be rendered; undefined
   * when the cookie signs nobody in (the page is then a visitor's) or templates are off.
   */
  answer: (url: string, cookies: string, render: () => Promise<Response>): Promise<MadePage | undefined> =>
    // A member's view is a handful of short reads by key: prepared (decision 0229).
    withPreparedStatements(async () => {
      const mode = templateMode();
      if (mode === "off") return undefined;
      const member = await memberOfCookies(cookies, await getServices());
      if (!member) return undefined;
      return memberPage({
        url,
        member,
        shared: sharedPagesKey(),
        render,
        securityPolicy: (nonce) => contentSecurityPolicy([`'nonce-${nonce}'`], paymentFormTargets()),
        mode,
      });
    }),
};

/** Server-rendered HTML, with a fresh CSP nonce for its scripts on every response, painting before its scripts load. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const mode = templateMode();
  const page = mode === "off" ? undefined : livePage(request, responseStatusCode, routerContext);
  if (page && mode !== "off")
    return liveResponse(request, responseStatusCode, responseHeaders, routerContext, page, mode);
  const nonce = freshNonce();

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <LiveValuesContext value={liveValuesInDocument()}>
          <DocumentPartsContext value={documentPart}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </DocumentPartsContext>
        </LiveValuesContext>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set(
            "Content-Security-Policy",
            contentSecurityPolicy([`'nonce-${nonce}'`], paymentFormTargets()),
          );
          // Like every page: paint first, then fetch the scripts (decision 0020).
          // One compressed write per burst of HTML instead of one per React chunk (coalesce-writes.server.ts).
          pipe(stripModulePreloadsFromHead()).pipe(coalesceWrites()).pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error(error);
        },
      },
    );
  });
}

/** Errors thrown by loaders and actions: logged as one escaped line, unless the visitor went away. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) log.error(error);
};
