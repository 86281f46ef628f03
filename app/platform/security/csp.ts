/**
 * The Content-Security-Policy, enforced on every page. Scripts run only from our own
 * origin or when they carry this response's nonce (server-rendered pages) or match a
 * hash of their exact text (the pages every visitor gets alike, kept in memory by the server:
 * their HTML is fixed until the schedule changes).
 * Inline styles stay allowed: React's style attributes need them, and they cannot run code.
 * `formTargets`: other origins a form may post to or be redirected to (paymentFormTargets).
 */
export function contentSecurityPolicy(scriptSources: string[], formTargets: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    // Besides our own pages, the payment provider's hosted pages that a posted form (buy,
    // manage billing) is redirected to without JavaScript.
    `form-action 'self' ${formTargets.join(" ")}`.trim(),
    // No page needs <base>; an injected one would re-point every relative script and link.
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** For responses that are not pages (JSON, files): nothing may run or embed them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
