import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { verifyIdToken } from "./verify-id-token.server.ts";

/**
 * The cookie the session sync sets: the verified ID token, for server code that wants it.
 * Over HTTPS it carries the `__Host-` prefix, which browsers accept only with Secure,
 * Path=/ and no Domain: no subdomain and no plain-HTTP page can plant or shadow it.
 */
export function sessionSyncCookieName(secure: boolean): string {
  return secure ? "__Host-ironpeak_id_session" : "ironpeak_id_session";
}

const noStore = { "Cache-Control": "no-store" };

function cookie(request: Request, value: string, maxAge: number, publicOriginIsHttps: boolean): string {
  const secure = publicOriginIsHttps || new URL(request.url).protocol === "https:";
  return [
    `${sessionSyncCookieName(secure)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

const refused = () =>
  Response.json(
    { error: { code: "INVALID_TOKEN", message: "Invalid or expired token" } },
    { status: 401, headers: noStore },
  );

/**
 * POST: `Authorization: Bearer <ID token>` → 204 and the HttpOnly cookie, or 401 and none.
 * The token must verify and its subject must be the user of a live session sent along
 * (the browser's session cookie): a token kept from before a sign-out sets nothing.
 */
export async function syncSession(request: Request, services: Services): Promise<Response> {
  const { auth, env } = services;
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header)?.[1];
  if (!token) return refused();
  const origin = auth.options.baseURL as string;
  const payload = await verifyIdToken(token, {
    jwks: await auth.api.getJwks(),
    issuer: origin,
    audience: origin,
    maxAge: env.SESSION_SYNC_MAX_AGE,
  });
  if (!payload?.exp || !payload.sub) return refused();
  const session = await auth.api
    .getSession({ headers: request.headers, query: { disableRefresh: true } })
    .catch(() => null);
  if (session?.user.id !== payload.sub) return refused();
  const maxAge = Math.max(0, Math.floor(payload.exp - clock.millis() / 1000));
  return new Response(null, {
    status: 204,
    headers: { ...noStore, "Set-Cookie": cookie(request, token, maxAge, origin.startsWith("https:")) },
  });
}

/** DELETE: clears the cookie; needs no token (signing out must always work). */
export async function clearSession(request: Request, services: Services): Promise<Response> {
  const { auth } = services;
  const origin = auth.options.baseURL as string;
  return new Response(null, {
    status: 204,
    headers: { ...noStore, "Set-Cookie": cookie(request, "", 0, origin.startsWith("https:")) },
  });
}
