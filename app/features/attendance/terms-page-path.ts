/** The terms page, coming back to the session the member wanted to book. */
export function termsPagePath(sessionId?: string): string {
  return sessionId ? `/account/terms?session=${encodeURIComponent(sessionId)}` : "/account/terms";
}
