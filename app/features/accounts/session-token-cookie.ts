/** The prefix of better-auth's cookies (auth.server.ts): "ironpeak.session_token". */
export const AUTH_COOKIE_PREFIX = "ironpeak";

const sessionCookie = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/**
 * Whether a Cookie header carries a session cookie, valid or not. A request without one
 * is a visitor's, whom the server can answer from the pages it keeps for visitors
 * (server/live-pages.ts); one with it is checked as every signed-in request is.
 */
export function carriesSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && sessionCookie.test(cookie);
}
