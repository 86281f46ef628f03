import type { Services } from "#app/services.server.ts";
import { requestPasswordResetApi } from "./password-reset.server.ts";

const DUPLICATE_ACCOUNT = { code: "USER_ALREADY_EXISTS", message: "User already exists. Use another email." };

/**
 * Hands the request to better-auth and tidies the answer: never cached, Retry-After on
 * 429, and no internal detail in a 5xx. Two sign-ups racing for one e-mail can make the
 * slower one hit the database's unique key; it gets the same 422 as any duplicate.
 */
export async function handleAuthRequest(request: Request, services: Services): Promise<Response> {
  const { auth, database } = services;
  // Our own answer, so the token and its e-mail are written in one transaction (password-reset.server.ts).
  if (request.method === "POST" && new URL(request.url).pathname === "/api/auth/request-password-reset") {
    const response = await requestPasswordResetApi(request, services);
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
  const isSignUp = request.method === "POST" && new URL(request.url).pathname === "/api/auth/sign-up/email";
  const email = isSignUp ? await peekEmail(request) : undefined;
  let response: Response;
  try {
    response = await auth.handler(request);
  } catch (error) {
    console.error("auth handler failed", error instanceof Error ? error.message : error);
    response = Response.json({ code: "INTERNAL_SERVER_ERROR", message: "Something went wrong" }, { status: 500 });
  }
  if (isSignUp && response.status >= 400 && response.status < 500) {
    const { code } = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    console.warn(`Sign-up refused: ${response.status} ${code ?? ""}`.trim());
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
