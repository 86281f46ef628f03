import type { Express, RequestHandler } from "express";
import { type MadePage, sendMadePage } from "./made-page.ts";
import { withoutTrailingSlashes } from "./static-files.ts";

/** What the server build knows of members' kept pages (app/entry.server.tsx's `memberPages`). */
export interface MemberPages {
  answer(url: string, cookies: string, render: () => Promise<Response>): Promise<MadePage | undefined>;
}

export interface MemberPagesOptions {
  /** The pages kept (visitorKeptPaths in app/platform/seo/public-paths.ts), with any query. */
  paths: readonly string[];
  pages: MemberPages;
  /** The server build's request handler. */
  render: (request: Request) => Promise<Response>;
  /** The site's public origin (SITE_URL): the address pages are rendered for. */
  origin: string;
}

/**
 * A day's schedule and /pricing for a request that carries cookies: a signed-in member's
 * page, filled from the one kept for every member with their own values (decision 0228).
 * Registered after compression, as React Router's pages are: each page is made per request.
 * A request whose cookie signs nobody in goes on to the renderer.
 */
export function serveMemberPages(app: Express, { paths, pages, render, origin }: MemberPagesOptions): void {
  const served = new Set(paths);
  const serve: RequestHandler = (req, res, next) => {
    const cookie = req.headers.cookie;
    if (req.method !== "GET" || !cookie) return next();
    const parsed = URL.parse(`http://localhost${req.originalUrl}`);
    if (!parsed || !served.has(withoutTrailingSlashes(parsed.pathname))) return next();
    const url = `${withoutTrailingSlashes(parsed.pathname)}${parsed.search}`;
    pages
      .answer(url, cookie, () => render(new Request(new URL(url, origin), { headers: { cookie } })))
      .then((page) => (page ? sendMadePage(req, res, page, { cookies: "own" }) : next()))
      .catch(next);
  };
  app.use(serve);
}
