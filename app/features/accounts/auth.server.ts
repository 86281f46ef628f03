import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { jwt } from "better-auth/plugins/jwt";
import type { Database } from "#app/platform/data/database.server.ts";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.ts";
import type { AccountMail } from "./account-mail.server.ts";
import { AUTH_LIMITS, SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_IDLE_SECONDS } from "./limits.ts";
import { ensureUserDocument } from "./user-documents.server.ts";

export interface AuthSettings {
  secret: string;
  /** The public origin, e.g. https://ironpeak.example. */
  baseURL: string;
  trustedOrigins: string[];
  authRateLimit: { window: number; max: number };
  /** Cookies get `Secure` when the public origin is https. */
  secureCookies: boolean;
  /** Password-reset and verification e-mail (through the outbox); without it neither is offered. */
  accountMail?: AccountMail;
}

/** A password-reset link works once, for an hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** A verification link works for a day. */
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

/** better-auth on our database: e-mail + password accounts, sessions in the database, an ID token (JWT) for the session sync. */
export function createAuth(database: Database, settings: AuthSettings) {
  const { db } = database;
  const { accountMail } = settings;
  return betterAuth({
    appName: "Ironpeak",
    baseURL: settings.baseURL,
    basePath: "/api/auth",
    secret: settings.secret,
    trustedOrigins: settings.trustedOrigins,
    database: { db, type: database.kind, transaction: true },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      autoSignIn: true,
      // A reset ends every session of the account: whoever knew the old password is out.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      ...(accountMail
        ? { sendResetPassword: (data: { user: { email: string }; token: string }) => accountMail.passwordReset(data) }
        : {}),
    },
    ...(accountMail
      ? {
          emailVerification: {
            sendOnSignUp: true,
            expiresIn: VERIFY_TOKEN_SECONDS,
            sendVerificationEmail: (data: { user: { email: string }; token: string }) => accountMail.verification(data),
          },
        }
      : {}),
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": settings.authRateLimit,
        "/sign-up/email": settings.authRateLimit,
        "/send-verification-email": settings.authRateLimit,
        // Every page view asks for the session once; it writes nothing and must not cost a counter update.
        "/get-session": false,
      },
      customStorage: { consume: (key, rule) => consumeRateLimit(db, `auth:${key}`, rule) },
    },
    advanced: {
      // Our server sets this header from the socket address (or X-Forwarded-For when
      // TRUST_PROXY says so) and drops any value a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: settings.secureCookies,
      cookiePrefix: "ironpeak",
    },
    logger: {
      // better-auth logs causes such as "User not found"; never request bodies or passwords.
      level: "error",
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (typeof body.email === "string" && body.email.length > AUTH_LIMITS.emailMax) {
          throw new APIError("BAD_REQUEST", { code: "EMAIL_TOO_LONG", message: "E-mail address is too long" });
        }
        if (typeof body.name === "string" && body.name.length > AUTH_LIMITS.nameMax) {
          throw new APIError("BAD_REQUEST", { code: "NAME_TOO_LONG", message: "Name is too long" });
        }
        if (typeof body.password === "string" && body.password.length > AUTH_LIMITS.passwordMax) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: "Password is too long" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureUserDocument(db, user.email);
          },
        },
      },
      session: {
        create: {
          // Repairs an account whose users document was lost with a crash between the two writes.
          after: async (session) => {
            const owner = await db
              .selectFrom("user")
              .select("email")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            if (owner) await ensureUserDocument(db, owner.email);
          },
        },
        update: {
          // The idle expiry slides; the absolute lifetime from sign-in does not.
          before: async (data, ctx) => {
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!createdAt || !(data.expiresAt instanceof Date)) return;
            const cap = new Date(new Date(createdAt).getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);
            if (data.expiresAt > cap) return { data: { ...data, expiresAt: cap } };
          },
        },
      },
    },
    plugins: [
      jwt({
        jwt: { issuer: settings.baseURL, audience: settings.baseURL, expirationTime: "15m" },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
