import type { RequestHandler } from "express";
import { NON_PAGE_CSP } from "#app/platform/security/csp.ts";

/**
 * Headers every response carries, whatever produced it. Pages set their own
 * Content-Security-Policy (a nonce from app/entry.server.tsx, hashes for prerendered
 * files); anything that has none when its headers go out gets the strictest one.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithCsp(this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent && !this.hasHeader("Content-Security-Policy")) {
      this.setHeader("Content-Security-Policy", NON_PAGE_CSP);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
