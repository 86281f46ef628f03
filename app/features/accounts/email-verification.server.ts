import { isAPIError } from "better-auth/api";
import { data } from "react-router";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import { clientIp } from "#app/platform/security/client-ip.server.ts";
import type { Services } from "#app/services.server.ts";
import { tooManyAttempts } from "./password-reset-messages.ts";

/** Verification mails one account may ask for per quarter hour. */
export const VERIFICATION_MAILS_PER_ACCOUNT = { window: 15 * 60, max: 3 } as const;

/**
 * Whether the account has confirmed its e-mail address. Booking asks this when
 * REQUIRE_EMAIL_VERIFICATION is true.
 */
export async function isEmailVerified(services: Pick<Services, "database">, userId: string): Promise<boolean> {
  const row = await services.database.db
    .selectFrom("user")
    .select("emailVerified")
    .where("id", "=", userId)
    .executeTakeFirst();
  // SQLite keeps booleans as 0/1.
  return row ? row.emailVerified === true || Number(row.emailVerified) === 1 : false;
}

export type VerifyLinkResult = "verified" | "invalid";

/** GET /verify-email?token=…: the link from the e-mail confirms the address (a second click changes nothing). */
export async function verifyEmailLink(services: Services, token: string): Promise<VerifyLinkResult> {
  if (!token || token.length > 2000) return "invalid";
  try {
    await services.auth.api.verifyEmail({ query: { token } });
    return "verified";
  } catch (error) {
    if (isAPIError(error)) return "invalid";
    throw error;
  }
}

export type ResendVerificationResult =
  | { status: "sent"; email: string }
  | { status: "already-verified" }
  | { status: "signed-out" }
  | { status: "rate-limited"; error: string };

/**
 * POST /verify-email: sends the signed-in member a fresh verification link (through the
 * outbox), at most VERIFICATION_MAILS_PER_ACCOUNT per quarter hour and within the sign-in
 * rate limit of the client's address.
 */
export async function resendVerificationAction(request: Request, services: Services) {
  const { auth, database, env } = services;
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return data<ResendVerificationResult>({ status: "signed-out" }, { status: 401 });
  if (session.user.emailVerified) return data<ResendVerificationResult>({ status: "already-verified" });
  const limits = [
    await consumeRateLimit(database.db, `verification:${clientIp(request)}`, {
      window: env.AUTH_RATE_LIMIT_WINDOW,
      max: env.AUTH_RATE_LIMIT_MAX,
    }),
    await consumeRateLimit(database.db, `verification-account:${session.user.id}`, VERIFICATION_MAILS_PER_ACCOUNT),
  ];
  const refused = limits.find((limit) => !limit.allowed);
  if (refused) {
    const retryAfter = refused.retryAfter ?? VERIFICATION_MAILS_PER_ACCOUNT.window;
    return data<ResendVerificationResult>(
      { status: "rate-limited", error: tooManyAttempts(retryAfter) },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  await auth.api.sendVerificationEmail({ body: { email: session.user.email }, headers: request.headers });
  return data<ResendVerificationResult>({ status: "sent", email: session.user.email });
}
