import { log } from "#app/platform/logging/log.server.ts";
import { clientIp } from "#app/platform/security/client-ip.server.ts";
import type { Services } from "#app/services.server.ts";
import { findAuthEndpoint } from "./auth-endpoints.ts";
import { requestPasswordResetApi } from "./password-reset.server.ts";

const DUPLICATE_ACCOUNT = { code: "USER_ALREADY_EXISTS", message: "User already exists. Use another email." };
const NOT_FOUND = { code: "NOT_FOUND", message: "Not found" };
const AUTH_BASE_PATH = "/api/auth";

/**
 * Hands the request to better-auth and tidies the answer: never cached, Retry-After on
 * 429, and no internal detail in a 5xx. Two sign-ups racing for one e-mail can make the
 * slower one hit the database's unique key; it gets the same 422 as any duplicate.
 * A path the product does not serve (auth-endpoints.ts) is a 404 before better-auth sees
 * it, so it costs no rate-limit counter and reaches no endpoint we have not chosen.
 */
export async function handleAuthRequest(request: Request, services: Services): Promise<Response> {
  const { auth, database } = services;
  const { pathname } = new URL(request.url);
  const endpoint = pathname.startsWith(`${AUTH_BASE_PATH}/`)
    ? findAuthEndpoint(pathname.slice(AUTH_BASE_PATH.length))
    : undefined;
  if (!endpoint) return Response.json(NOT_FOUND, { status: 404, headers: { "Cache-Control": "no-store" } });
  const isSignUp = request.method === "POST" && pathname === `${AUTH_BASE_PATH}/sign-up/email`;
  // Our own answer, so the token and its e-mail are written in one transaction (password-reset.server.ts).
  if (request.method === "POST" && pathname === `${AUTH_BASE_PATH}/request-password-reset`) {
    const response = await requestPasswordResetApi(request, services);
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
  const email = isSignUp ? await peekEmail(request) : undefined;
  let response: Response;
  try {
    response = await auth.handler(request);
  } catch (error) {
    log.error("auth handler failed", error instanceof Error ? error.message : error);
    response = Response.json({ code: "INTERNAL_SERVER_ERROR", message: "Something went wrong" }, { status: 500 });
  }
  // A security event log (ASVS 16.3): every refused attempt on a password or account
  // endpoint, with its cause and client address; never the e-mail address or a password.
  if (
    request.method === "POST" &&
    endpoint.rateLimit === "attempts" &&
    response.status >= 400 &&
    response.status < 500
  ) {
    const { code } = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    const cause = code ?? (response.status === 429 ? "RATE_LIMITED" : "-");
    log.warn(`Auth refused: ${endpoint.path} ${response.status} ${cause} client ${clientIp(request)}`);
  }
  if (response.status >= 500) {
    if (email) {
      const existing = await database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email.toLowerCase())
        .executeTakeFirst();
      if (existing) response = Response.json(DUPLICATE_ACCOUNT, { status: 422 });
    }
    if (response.status >= 500) {
      response = Response.json({ code: "INTERNAL_SERVER_ERROR", message: "Something went wrong" }, { status: 500 });
    }
  }
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  const retryAfter = headers.get("X-Retry-After");
  if (response.status === 429 && retryAfter) headers.set("Retry-After", retryAfter);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function peekEmail(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email : undefined;
  } catch {
    return undefined;
  }
}
