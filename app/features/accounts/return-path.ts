/** Where a visitor lands after signing in, unless a link said where to go. */
export const AFTER_SIGN_IN = "/#home";
/** Where a new member lands after sign-up, unless a link said where to go: what happens next. */
export const AFTER_SIGN_UP = "/welcome";

/**
 * Where to send a visitor after signing in: only a path on this site (`/schedule/friday?week=1`),
 * never another origin (`//evil.example`, `https://…`, `/\evil.example`), so a link to
 * /login cannot be turned into a redirect elsewhere. Undefined for anything else.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 512 || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  const base = "http://return-path.invalid";
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** /login with the page to come back to. */
export function loginPathReturningTo(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
