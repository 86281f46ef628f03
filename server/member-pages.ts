import type { Express, RequestHandler } from "express";
import { withoutTrailingSlashes } from "./static-files.ts";

/** What the server build knows of members' kept pages (app/entry.server.tsx's `memberPages`). */
export interface MemberPages {
  answer(url: string, cookies: string, render: () => Promise<Response>): Promise<MadePage | undefined>;
}

/** A page made for one request (app/platform/performance/member-pages.server.ts). */
interface MadePage {
  status: number;
  headers: Headers;
  body: Buffer;
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
      .then((page) => {
        if (!page) return next();
        res.status(page.status);
        page.headers.forEach((value, name) => {
          if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
        });
        const cookies = page.headers.getSetCookie();
        if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
        res.end(page.body);
      })
      .catch(next);
  };
  app.use(serve);
}
