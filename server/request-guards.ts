import type { RequestHandler } from "express";
import { largerBodyPaths, signedWebhookPaths } from "#app/platform/http/webhook-paths.ts";
import { CLIENT_IP_HEADER, normalizeClientAddress } from "#app/platform/security/client-ip.server.ts";

/** The largest request body accepted; larger ones are refused before anything reads them. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The longest request target (path and query) accepted. React Router's route discovery asks
 * for the routes of every link on a page in one GET /__manifest?p=…&p=…, which it splits at
 * 7,680 characters: a staff page listing a member's many sessions reaches that, so the limit
 * sits just above it.
 */
export const MAX_REQUEST_TARGET_LENGTH = 8192;

const CROSS_ORIGIN = {
  code: "CROSS_ORIGIN_REQUEST",
  message: "Requests that change something must come from this site's own pages.",
} as const;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Refusals in the JSON API's shape (docs/api.md), since a guard answers before any route can. */
function refuse(res: Parameters<RequestHandler>[1], status: number, code: string, message: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.json({ error: { code, message } });
}

/**
 * 414 for a request target over MAX_REQUEST_TARGET_LENGTH, before anything parses it: no
 * router, path normaliser or regex downstream then sees more than 8 KB from one request.
 */
export const requestTargetLimit: RequestHandler = (req, res, next) => {
  if (req.url.length <= MAX_REQUEST_TARGET_LENGTH) return next();
  res.setHeader("Connection", "close");
  refuse(res, 414, "URI_TOO_LONG", "Request target too long");
};

/**
 * Tells the handlers who the client is. `req.ip` is the socket address, or the
 * X-Forwarded-For hop that Express's "trust proxy" (TRUST_PROXY) allows; whatever a
 * client put in our header is replaced.
 */
export const clientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = normalizeClientAddress(req.ip ?? req.socket.remoteAddress);
  next();
};

/**
 * 413 for bodies over MAX_BODY_BYTES (by Content-Length), or over the larger limit of a
 * signed webhook's exact path (app/platform/http/webhook-paths.ts); 411 for bodies without a length.
 */
export const bodyLimit: RequestHandler = (req, res, next) => {
  const length = req.headers["content-length"];
  if (length !== undefined) {
    if (!/^\d+$/.test(length))
      return refuse(res, 400, "INVALID_CONTENT_LENGTH", "The Content-Length header is not a number.");
    const limit = largerBodyPaths.get(req.path) ?? MAX_BODY_BYTES;
    if (Number(length) > limit) {
      req.resume();
      res.setHeader("Connection", "close");
      return refuse(res, 413, "BODY_TOO_LARGE", `Request bodies may be at most ${limit / 1024} KB.`);
    }
    return next();
  }
  if (req.headers["transfer-encoding"])
    return refuse(res, 411, "LENGTH_REQUIRED", "Send the body with a Content-Length header.");
  next();
};

/**
 * Cross-site request forgery guard for every state-changing request: a browser always
 * names the page's origin; one that is not configured (SITE_URL, TRUSTED_ORIGINS) is
 * refused, "null" included. The request's own Host is no evidence: under DNS rebinding an
 * attacker's page reaches us with its own name as Host and Origin alike. Requests with no
 * Origin come from non-browser clients, which cannot ride a visitor's cookies. The signed
 * webhooks (app/platform/http/webhook-paths.ts) are exempt: their signature is their proof.
 */
export function originCheck(allowedOrigins: string[], exemptPaths: string[] = signedWebhookPaths): RequestHandler {
  const allowed = new Set(allowedOrigins);
  const exempt = new Set(exemptPaths);
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || exempt.has(req.path)) return next();
    const origin = req.headers.origin;
    const crossSite = origin === undefined ? req.headers["sec-fetch-site"] === "cross-site" : !allowed.has(origin);
    if (crossSite) return refuse(res, 403, CROSS_ORIGIN.code, CROSS_ORIGIN.message);
    next();
  };
}
