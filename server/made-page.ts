import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { MadePage } from "#app/platform/performance/member-pages.server.ts";

export type { MadePage };

/**
 * Answers with a page made here rather than through React Router's adapter: its status and
 * headers (its length recounted by Node), and its cookies only when the page is the asker's
 * own (`cookies: "own"`); a page kept for others never sets one.
 */
export function sendMadePage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: MadePage,
  { cookies }: { cookies: "own" | "none" },
): void {
  res.status(page.status);
  page.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  });
  const set = page.headers.getSetCookie();
  if (cookies === "own" && set.length > 0) res.setHeader("Set-Cookie", set);
  res.end(req.method === "HEAD" ? undefined : page.body);
}
