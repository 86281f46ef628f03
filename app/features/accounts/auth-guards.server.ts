import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { findAuthEndpoint } from "./auth-endpoints.ts";
import { isCommonPassword } from "./common-passwords.server.ts";
import { DEMO_ACCOUNT_READ_ONLY, isDemoAccount } from "./demo-accounts.server.ts";
import { AUTH_LIMITS } from "./limits.ts";
import { cleanPhone, detailsMessages, isUsableName } from "./member-details.ts";
import { PASSWORD_TOO_COMMON } from "./messages.ts";

/** Endpoints that set a password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/**
 * Checks every better-auth request before its endpoint runs (better-auth's `hooks.before`):
 * input lengths, a password for deleting an account, the demo account's read-only rule,
 * and common passwords.
 */
export function authRequestGuards(settings: { demoAccounts?: { DEMO_EMAIL?: string; DEMO_STAFF_EMAIL?: string } }) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof body.email === "string" && body.email.length > AUTH_LIMITS.emailMax) {
      throw new APIError("BAD_REQUEST", { code: "EMAIL_TOO_LONG", message: "E-mail address is too long" });
    }
    if (typeof body.name === "string" && body.name.length > AUTH_LIMITS.nameMax) {
      throw new APIError("BAD_REQUEST", { code: "NAME_TOO_LONG", message: "Name is too long" });
    }
    // A member is a person with a name (the rosters read it) and, if given, a phone number.
    if (ctx.path === "/sign-up/email") {
      if (typeof body.name !== "string" || !isUsableName(body.name)) {
        throw new APIError("BAD_REQUEST", { code: "NAME_REQUIRED", message: "Enter your name" });
      }
      if (body.phone !== undefined && (typeof body.phone !== "string" || cleanPhone(body.phone) === undefined)) {
        throw new APIError("BAD_REQUEST", { code: "INVALID_PHONE", message: detailsMessages.phoneInvalid });
      }
    }
    // Deleting an account always asks for its password, however fresh the session.
    if (ctx.path === "/delete-user" && (typeof body.password !== "string" || body.password === "")) {
      throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIRED", message: "Enter your password" });
    }
    for (const field of ["password", "newPassword", "currentPassword"]) {
      const value = body[field];
      if (typeof value === "string" && value.length > AUTH_LIMITS.passwordMax) {
        throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: "Password is too long" });
      }
    }

    const demo = settings.demoAccounts ?? {};
    if ((demo.DEMO_EMAIL || demo.DEMO_STAFF_EMAIL) && findAuthEndpoint(ctx.path)?.demoAccount !== "allowed") {
      // By the address it names (a reset request) or by who is signed in (everything else).
      const named = typeof body.email === "string" ? body.email : undefined;
      const signedIn = ctx.headers?.get("cookie") ? await getSessionFromCtx(ctx, { disableRefresh: true }) : null;
      if (isDemoAccount(demo, named) || isDemoAccount(demo, signedIn?.user.email)) {
        throw new APIError("FORBIDDEN", { ...DEMO_ACCOUNT_READ_ONLY });
      }
    }

    // Too short says more than too common: better-auth's own length check answers first.
    const passwordField = NEW_PASSWORD_FIELD[ctx.path];
    const password = passwordField ? body[passwordField] : undefined;
    if (
      typeof password === "string" &&
      password.length >= AUTH_LIMITS.passwordMin &&
      (await isCommonPassword(password))
    ) {
      throw new APIError("BAD_REQUEST", { ...PASSWORD_TOO_COMMON });
    }
  });
}
