import { data, redirect } from "react-router";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.server.ts";
import type { Services } from "#app/services.server.ts";
import { handleAuthRequest } from "./auth-handler.server.ts";
import { AUTH_LIMITS } from "./limits.ts";
import { SIGN_IN_FAILED, signUpFailureMessage } from "./messages.ts";
import { AFTER_SIGN_IN, AFTER_SIGN_UP, safeReturnPath } from "./return-path.ts";

export interface AuthFormResult {
  error: string;
  /** What the visitor typed, so the re-rendered form keeps it (never the password). */
  email: string;
  name?: string;
  phone?: string;
}

/**
 * /login and /signup without JavaScript: the plain form post goes through the same
 * better-auth endpoint (and so the same rate limit and checks) as the script does; success
 * redirects with the session cookie (to /#home after a sign-in, to /welcome after a
 * sign-up), failure re-renders the page with the message.
 * The Origin was checked by the server's guard before this runs.
 */
export async function authFormAction(request: Request, kind: "sign-in" | "sign-up", services: Services) {
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const typedEmail = email.slice(0, AUTH_LIMITS.emailMax);
  const typed = {
    name: String(form.get("name") ?? "").slice(0, AUTH_LIMITS.nameMax + 1),
    phone: String(form.get("phone") ?? "").slice(0, AUTH_LIMITS.phoneMax + 1),
  };
  const profile = { name: typed.name.trim(), ...(typed.phone.trim() ? { phone: typed.phone.trim() } : {}) };
  const response = await postToAuth(
    request,
    services,
    `/${kind}/email`,
    kind === "sign-in" ? { email, password } : { email, password, ...profile },
  );
  if (response.ok) {
    const cookies = sessionCookiesOf(response);
    const fallback = kind === "sign-in" ? AFTER_SIGN_IN : AFTER_SIGN_UP;
    return redirect(safeReturnPath(new URL(request.url).searchParams.get("next")) ?? fallback, { headers: cookies });
  }
  if (kind === "sign-in") {
    const status = response.status === 429 ? 429 : 401;
    return data<AuthFormResult>({ error: SIGN_IN_FAILED, email: typedEmail }, { status });
  }
  const { code } = (await response.json().catch(() => ({}))) as { code?: string };
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  return data<AuthFormResult>(
    { error: signUpFailureMessage(code ?? "", response.status, retryAfter), email: typedEmail, ...typed },
    { status: Math.min(response.status, 500) },
  );
}

/**
 * A post to one of better-auth's endpoints on behalf of a form, from the same client (its
 * address, browser and cookies): the endpoint's own rate limit and checks apply.
 */
export function postToAuth(request: Request, services: Services, path: string, body: object): Promise<Response> {
  const origin = services.auth.options.baseURL as string;
  const headers = new Headers({ "content-type": "application/json", origin });
  for (const header of ["user-agent", "cookie", CLIENT_IP_HEADER]) {
    const value = request.headers.get(header);
    if (value) headers.set(header, value);
  }
  return handleAuthRequest(
    new Request(`${origin}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
    services,
  );
}

/** The session cookies an auth endpoint answered with, as headers for a redirect. */
export function sessionCookiesOf(response: Response): Headers {
  const cookies = new Headers();
  for (const cookie of response.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  return cookies;
}
