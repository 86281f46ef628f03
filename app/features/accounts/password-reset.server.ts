import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { z } from "zod";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import { clientIp } from "#app/platform/security/client-ip.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import type { Auth } from "./auth.server.ts";
import { inAuthTransaction } from "./auth-transaction.server.ts";
import { DEMO_ACCOUNT_READ_ONLY, isDemoAccount } from "./demo-accounts.server.ts";
import { postToAuth, sessionCookiesOf } from "./form-actions.server.ts";
import { AUTH_LIMITS } from "./limits.ts";
import { passwordResetMessages, tooManyAttempts } from "./password-reset-messages.ts";

/** Reset mails one address may be sent per quarter hour, whoever asks: nobody's inbox gets flooded. */
export const RESET_MAILS_PER_ADDRESS = { window: 15 * 60, max: 3 } as const;

export type ForgotPasswordResult =
  | { status: "sent"; email: string }
  | { status: "invalid"; error: string; email: string }
  | { status: "rate-limited"; error: string; email: string };

const emailSchema = z.string().trim().toLowerCase().max(AUTH_LIMITS.emailMax).pipe(z.email());

/**
 * POST /forgot-password. The same answer whether or not the address has an account:
 * better-auth writes a token only for a known one, and the e-mail carrying it is queued in
 * the same transaction; nothing here waits for SMTP, so a known address takes no longer to
 * answer than an unknown one. Rate limited per client address (429) and, silently, per
 * e-mail address.
 */
export async function forgotPasswordAction(request: Request, services: Services) {
  const form = await request.formData().catch(() => new FormData());
  const typed = String(form.get("email") ?? "").slice(0, AUTH_LIMITS.emailMax);
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) {
    return data<ForgotPasswordResult>(
      { status: "invalid", error: passwordResetMessages.invalidEmail, email: typed },
      { status: 400 },
    );
  }
  const outcome = await requestReset(request, services, parsed.data);
  if (outcome.status === "rate-limited") {
    return data<ForgotPasswordResult>(
      { status: "rate-limited", error: tooManyAttempts(outcome.retryAfter), email: typed },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  return data<ForgotPasswordResult>({ status: "sent", email: parsed.data });
}

/**
 * better-auth's own `POST /api/auth/request-password-reset`, answered the same way as the
 * form (same limits, token and e-mail in one transaction), in better-auth's JSON shape.
 */
export async function requestPasswordResetApi(request: Request, services: Services): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { email?: unknown };
  const parsed = emailSchema.safeParse(typeof body.email === "string" ? body.email : "");
  if (!parsed.success) {
    return Response.json({ code: "INVALID_EMAIL", message: passwordResetMessages.invalidEmail }, { status: 400 });
  }
  // The demo account's address is public: nobody may take it over with a reset (its hint would lie).
  if (isDemoAccount(services.env, parsed.data)) return Response.json(DEMO_ACCOUNT_READ_ONLY, { status: 403 });
  const outcome = await requestReset(request, services, parsed.data);
  if (outcome.status === "rate-limited") {
    return Response.json(
      { code: "TOO_MANY_REQUESTS", message: tooManyAttempts(outcome.retryAfter) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  return Response.json({
    status: true,
    message: "If this email exists in our system, check your email for the reset link",
  });
}

async function requestReset(
  request: Request,
  services: Services,
  email: string,
): Promise<{ status: "done" } | { status: "rate-limited"; retryAfter: number }> {
  const { database, auth, env, mail } = services;
  const limit = await consumeRateLimit(database.db, `forgot-password:${clientIp(request)}`, {
    window: env.AUTH_RATE_LIMIT_WINDOW,
    max: env.AUTH_RATE_LIMIT_MAX,
  });
  if (!limit.allowed) return { status: "rate-limited", retryAfter: limit.retryAfter ?? env.AUTH_RATE_LIMIT_WINDOW };
  const perAddress = await consumeRateLimit(database.db, `forgot-password-address:${email}`, RESET_MAILS_PER_ADDRESS);
  // The form answers the same for every address; the demo account just never gets a link.
  if (perAddress.allowed && !isDemoAccount(env, email)) {
    await inAuthTransaction(database, auth, () => auth.api.requestPasswordReset({ body: { email } }));
    mail.kick();
  }
  return { status: "done" };
}

export type ResetPasswordResult = { status: "invalid"; error: string } | { status: "expired"; error: string };

/** Whether a reset link's token is still good, so the page can say so before anyone types a password. */
export async function isResetTokenUsable(services: Services, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const ctx = await services.auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && new Date(verification.expiresAt) > clock.now());
}

/**
 * POST /reset-password: sets the new password (8–128 characters, typed twice), uses up the
 * token and ends every session of the account; then /login asks for the new password. The
 * desk's invitation (`?invited`, the same token) signs the new member in instead: they
 * chose their first password from a link sent to their address, and land in /account.
 */
export async function resetPasswordAction(request: Request, services: Services) {
  const { database, auth, env } = services;
  const form = await request.formData().catch(() => new FormData());
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirmPassword") ?? "");
  const limit = await consumeRateLimit(database.db, `reset-password:${clientIp(request)}`, {
    window: env.AUTH_RATE_LIMIT_WINDOW,
    max: env.AUTH_RATE_LIMIT_MAX,
  });
  if (!limit.allowed) {
    const retryAfter = limit.retryAfter ?? env.AUTH_RATE_LIMIT_WINDOW;
    return data<ResetPasswordResult>(
      { status: "invalid", error: tooManyAttempts(retryAfter) },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  const problem = passwordProblem(password, confirm);
  if (problem) return data<ResetPasswordResult>({ status: "invalid", error: problem }, { status: 400 });
  const invited = new URL(request.url).searchParams.has("invited") ? await accountOfToken(services, token) : null;
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (isAPIError(error) && error.status === "BAD_REQUEST") {
      return data<ResetPasswordResult>(
        { status: "expired", error: passwordResetMessages.linkExpired },
        { status: 400 },
      );
    }
    throw error;
  }
  if (invited) {
    const signedIn = await postToAuth(request, services, "/sign-in/email", { email: invited.email, password });
    if (signedIn.ok) return redirect(AFTER_INVITATION, { headers: sessionCookiesOf(signedIn) });
  }
  return redirect("/login?password-changed");
}

/** Where a new member lands once the invitation's password is set: their bookings and membership. */
export const AFTER_INVITATION = "/account";

/** The account a reset token was issued for (read before the reset uses it up). */
async function accountOfToken(services: Services, token: string): Promise<{ email: string } | null> {
  if (!token || token.length > 200) return null;
  const ctx = await services.auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return null;
  const user = await ctx.internalAdapter.findUserById(verification.value);
  return user ? { email: user.email } : null;
}

function passwordProblem(password: string, confirm: string): string | undefined {
  if (password.length < AUTH_LIMITS.passwordMin) return passwordResetMessages.tooShort;
  if (password.length > AUTH_LIMITS.passwordMax) return passwordResetMessages.tooLong;
  if (password !== confirm) return passwordResetMessages.mismatch;
  return undefined;
}

/**
 * After a password reset (or the first password set from the desk's invitation): the link
 * was sent to the account's address, so whoever used it reads that mailbox. The address
 * counts as confirmed from then on.
 */
export async function confirmAddressOnReset(auth: Auth, userId: string): Promise<void> {
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateUser(userId, { emailVerified: true });
}
