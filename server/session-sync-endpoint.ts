import type { RequestHandler } from "express";
import { SESSION_SYNC_ROUTE } from "#app/platform/config/env.server.ts";

/**
 * Serves the session sync at SESSION_SYNC_ENDPOINT: the route is built in at
 * SESSION_SYNC_ROUTE, so a request to the configured path is handed to it, and the
 * built-in path answers 404 once the endpoint has moved. The setting is validated as a
 * path of this site under /api/ (env.server.ts), so it cannot point anywhere else.
 */
export function sessionSyncEndpoint(endpoint: string): RequestHandler {
  return (req, res, next) => {
    if (endpoint === SESSION_SYNC_ROUTE) return next();
    const queryStart = req.url.indexOf("?");
    const pathname = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
    if (pathname === endpoint) {
      // React Router builds its request from originalUrl.
      req.url = req.originalUrl = `${SESSION_SYNC_ROUTE}${queryStart === -1 ? "" : req.url.slice(queryStart)}`;
      return next();
    }
    if (pathname === SESSION_SYNC_ROUTE) {
      res.status(404).setHeader("Cache-Control", "no-store");
      return res.json({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
    next();
  };
}
