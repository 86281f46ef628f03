import type { Express, RequestHandler } from "express";
import { log } from "#app/platform/logging/log.server.ts";
import { sendMadePage } from "./made-page.ts";
import { cachedFile } from "./page-cache.ts";
import { type StaticFile, sendFile, withoutTrailingSlashes } from "./static-files.ts";

/** What the server build knows of the visitors' kept pages (app/entry.server.tsx's `visitorPages`). */
export interface VisitorPages {
  isVisitor(cookie: string | undefined): boolean;
  version(url: string): string | undefined | Promise<string | undefined>;
  render(url: string, render: () => Promise<Response>): Promise<{ response: Response; version: string }>;
}

export interface LivePagesOptions {
  /** The pages kept for visitors (visitorKeptPaths in app/platform/seo/public-paths.ts), with any query. */
  paths: readonly string[];
  pages: VisitorPages;
  /** Renders `url` as a visitor who is not signed in sees it: the server build's request handler. */
  render: (url: string) => Promise<Response>;
  /** Where the pages' forms may lead (the CSP's form-action): paymentFormTargets(). */
  formTargets: string[];
}

interface Kept {
  version: string;
  file: StaticFile;
  /** How the rendering that made it went (its Server-Timing): said to the request that waited for it. */
  made: string;
}

/** Addresses kept; beyond this many the oldest is dropped. */
const MAX_KEPT = 300;

/**
 * A day's schedule and /pricing, as a visitor who is not signed in gets them, kept whole
 * in memory (compressed, with an ETag and a CSP of their scripts' hashes, as the shared
 * pages are: decision 0071) and served until their version moves: the schedule, the
 * gym's date, the places they show (read again when older than their bound), an instant
 * they depend on (decision 0175). A request with a session cookie goes on (a member's
 * page: server/member-pages.ts, decision 0228); a page this cannot keep (not a 200) is
 * answered as rendered, not rendered twice.
 * `Server-Timing: page;desc="kept"` says a page came from here.
 */
export function serveLivePages(app: Express, { paths, pages, render, formTargets }: LivePagesOptions): void {
  const served = new Set(paths);
  const kept = new Map<string, Kept>();
  const rendering = new Map<string, Promise<Kept | Response | undefined>>();

  /** The page kept for `url`, or (not a 200: a filter the day does not know) the one answer rendered, for one request. */
  const renderKept = (url: string, wanted: string | undefined): Promise<Kept | Response | undefined> => {
    // A rendering under way is joined only for the version this request asked for, so what it
    // shows is no older than that version's bound.
    const flight = `${wanted ?? ""} ${url}`;
    const running = rendering.get(flight);
    if (running) return running;
    const started = (async () => {
      const { response, version } = await pages.render(url, () => render(url));
      if (response.status !== 200) return response;
      const file = await cachedFile(response, { cacheControl: "private, no-cache", formTargets, effort: "quick" });
      const entry = { version, file, made: response.headers.get("server-timing") ?? "" };
      kept.delete(url);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(url, entry);
      return entry;
    })()
      .catch((error: unknown) => {
        log.error(error);
        return undefined;
      })
      .finally(() => rendering.delete(flight));
    rendering.set(flight, started);
    return started;
  };

  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const parsed = URL.parse(`http://localhost${req.originalUrl}`);
    if (!parsed) return next();
    const pathname = withoutTrailingSlashes(parsed.pathname);
    if (!served.has(pathname) || !pages.isVisitor(req.headers.cookie)) return next();
    const url = `${pathname}${parsed.search}`;
    const answer = (wanted: string | undefined) => {
      const entry = kept.get(url);
      if (entry && wanted !== undefined && entry.version === wanted) {
        res.setHeader("Server-Timing", 'page;desc="kept"');
        return sendFile(req, res, entry.file);
      }
      const flight = renderKept(url, wanted);
      flight.then(async (fresh) => {
        if (!fresh) return next();
        if (fresh instanceof Response) {
          // Answered as rendered, once (its nonce is its own): a second request waiting on it is rendered anew.
          if (fresh.bodyUsed) return next();
          const body = Buffer.from(await fresh.arrayBuffer());
          return sendMadePage(req, res, { status: fresh.status, headers: fresh.headers, body }, { cookies: "none" });
        }
        if (fresh.made) res.setHeader("Server-Timing", fresh.made);
        sendFile(req, res, fresh.file);
      }, next);
    };
    const wanted = pages.version(url);
    if (typeof wanted === "object") wanted.then(answer, next);
    else answer(wanted);
  };
  app.use(serve);
}
