/**
 * The better-auth endpoints this product serves under /api/auth, and nothing else: any
 * other path is answered 404 before better-auth (and its rate limiter, which would keep a
 * counter for every distinct path) sees it. A feature that needs another better-auth
 * endpoint adds it here, with its rate limit and whether the demo account may use it.
 */

/**
 * How requests to an endpoint are counted, per client address:
 * "attempts": AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW (password guesses, mail sent);
 * "standard": a generous ceiling against floods; "none": no counter at all (read-only
 * endpoints every page view calls).
 */
export type AuthRateLimit = "attempts" | "standard" | "none";

export interface AuthEndpoint {
  /** better-auth's path below /api/auth; a ":name" segment matches any one segment. */
  path: string;
  rateLimit: AuthRateLimit;
  /**
   * The demo account's password is public, so it may only use endpoints that change
   * nothing about the account. Absent means refused: an endpoint added later is closed to
   * the demo account until someone decides otherwise.
   */
  demoAccount?: "allowed";
  /** Who needs it, so nobody removes it by accident. */
  usedBy: string;
}

export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { path: "/sign-up/email", rateLimit: "attempts", demoAccount: "allowed", usedBy: "the sign-up form" },
  { path: "/sign-in/email", rateLimit: "attempts", demoAccount: "allowed", usedBy: "the sign-in form" },
  { path: "/sign-out", rateLimit: "standard", demoAccount: "allowed", usedBy: "the account menu" },
  { path: "/get-session", rateLimit: "none", demoAccount: "allowed", usedBy: "every page (AuthProvider)" },
  { path: "/token", rateLimit: "standard", demoAccount: "allowed", usedBy: "the jwt plugin: the ID token" },
  { path: "/jwks", rateLimit: "none", demoAccount: "allowed", usedBy: "the jwt plugin: ID token checks" },
  { path: "/change-password", rateLimit: "attempts", usedBy: "member account settings" },
  { path: "/delete-user", rateLimit: "attempts", usedBy: "member account settings" },
  { path: "/request-password-reset", rateLimit: "attempts", usedBy: "password reset by e-mail" },
  { path: "/reset-password", rateLimit: "attempts", usedBy: "password reset by e-mail" },
  { path: "/reset-password/:token", rateLimit: "standard", usedBy: "the link in the password reset e-mail" },
  { path: "/verify-email", rateLimit: "standard", usedBy: "the link in the verification e-mail" },
  { path: "/send-verification-email", rateLimit: "attempts", usedBy: "e-mail verification" },
];

/**
 * better-auth endpoints the product does not use, switched off in better-auth as well
 * (`disabledPaths`). Together with AUTH_ENDPOINTS this names every endpoint better-auth
 * has (auth-endpoints.test.ts checks it), so an upgrade that adds one asks for a decision.
 */
export const UNUSED_AUTH_PATHS: readonly string[] = [
  "/sign-in/social",
  "/callback/:id",
  "/verify-password",
  "/change-email",
  "/update-session",
  "/update-user",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/link-social",
  "/list-accounts",
  "/delete-user/callback",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/ok",
  "/error",
];

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split("/");
  const actual = path.split("/");
  return (
    expected.length === actual.length &&
    expected.every((segment, i) => (segment.startsWith(":") ? Boolean(actual[i]) : segment === actual[i]))
  );
}

/** The endpoint serving `path` (below /api/auth, e.g. "/sign-in/email"), if the product serves it. */
export function findAuthEndpoint(path: string): AuthEndpoint | undefined {
  return AUTH_ENDPOINTS.find((endpoint) => matches(endpoint.path, path));
}
