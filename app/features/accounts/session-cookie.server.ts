import type { Services } from "#app/services.server.ts";
import { verifyIdToken } from "./verify-id-token.server.ts";

/** The cookie the session sync sets: the verified ID token, for server code that wants it. */
export const SESSION_SYNC_COOKIE = "ironpeak_id_session";

const noStore = { "Cache-Control": "no-store" };

function cookie(request: Request, value: string, maxAge: number, publicOriginIsHttps: boolean): string {
  const secure = publicOriginIsHttps || new URL(request.url).protocol === "https:";
  return [
    `${SESSION_SYNC_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** POST: `Authorization: Bearer <ID token>` → 204 and the HttpOnly cookie, or 401 and none. */
export async function syncSession(request: Request, services: Services): Promise<Response> {
  const { auth, env } = services;
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  const origin = auth.options.baseURL as string;
  const payload = match?.[1]
    ? await verifyIdToken(match[1], {
        jwks: await auth.api.getJwks(),
        issuer: origin,
        audience: origin,
        maxAge: env.SESSION_SYNC_MAX_AGE,
      })
    : null;
  if (!match?.[1] || !payload?.exp) {
    return Response.json({ error: "Invalid or expired token" }, { status: 401, headers: noStore });
  }
  const maxAge = Math.max(0, Math.floor(payload.exp - Date.now() / 1000));
  return new Response(null, {
    status: 204,
    headers: { ...noStore, "Set-Cookie": cookie(request, match[1], maxAge, origin.startsWith("https:")) },
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
