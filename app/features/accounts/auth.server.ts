import { betterAuth } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { getJwtToken, type JwtOptions, jwt } from "better-auth/plugins/jwt";
import { site } from "#app/content/site.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.server.ts";
import type { AccountMail } from "./account-mail.server.ts";
import { authRateLimitRules, authRateLimitStorage } from "./auth-endpoint-limits.server.ts";
import { UNUSED_AUTH_PATHS } from "./auth-endpoints.ts";
import { authRequestGuards } from "./auth-guards.server.ts";
import { authTransaction } from "./auth-transaction.server.ts";
import { FRONT_DESK_HEADER } from "./front-desk-header.ts";
import { AUTH_LIMITS, SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_IDLE_SECONDS } from "./limits.ts";
import { cleanPhone } from "./member-details.ts";
import { forgetMember, forgetSession } from "./session-readings.server.ts";
import { AUTH_COOKIE_PREFIX } from "./session-token-cookie.ts";
import { ensureUserDocument } from "./user-documents.server.ts";

export interface AuthSettings {
  secret: string;
  /** The public origin, e.g. https://ironpeak.example. */
  baseURL: string;
  trustedOrigins: string[];
  authRateLimit: { window: number; max: number };
  /** Cookies get `Secure` when the public origin is https. */
  secureCookies: boolean;
  /** Runs before an account is deleted (after its password was checked): other features forget the member. */
  onDeleteUser?: (user: { id: string; email: string }) => Promise<void>;
  /** After a password reset: whatever else opened the account's personal data goes too. */
  onPasswordReset?: (user: { id: string; email: string }) => Promise<void>;
  /** The demo accounts' e-mails (DEMO_EMAIL, DEMO_STAFF_EMAIL): read-only for account changes. */
  demoAccounts?: { DEMO_EMAIL?: string; DEMO_STAFF_EMAIL?: string };
  /** Password-reset and verification e-mail (through the outbox); without it neither is offered. */
  accountMail?: AccountMail;
  /** The front-desk role of an account, if any: the browser's session check says so (front-desk-header.ts). */
  frontDeskRole?: (userId: string) => Promise<string | null>;
}

/** A password-reset link works once, for an hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** A verification link works for a day. */
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

/** better-auth on our database: e-mail + password accounts, sessions in the database, an ID token (JWT) for the session sync. */
export function createAuth(database: Database, settings: AuthSettings) {
  const { db } = database;
  const { accountMail } = settings;
  const jwtOptions = {
    jwt: { issuer: settings.baseURL, audience: settings.baseURL, expirationTime: "15m" },
    // The plugin would sign a token on every getSession, server calls included (below).
    disableSettingJwtHeader: true,
  } satisfies JwtOptions;
  return betterAuth({
    appName: site.brand,
    baseURL: settings.baseURL,
    basePath: "/api/auth",
    secret: settings.secret,
    trustedOrigins: settings.trustedOrigins,
    database: { db, type: database.kind, transaction: true },
    // Also refused before better-auth sees them (auth-handler.server.ts); this is the second lock.
    disabledPaths: [...UNUSED_AUTH_PATHS],
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      autoSignIn: true,
      // A reset ends every session of the account: whoever knew the old password is out.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      onPasswordReset: async ({ user }: { user: { id: string; email: string } }) => {
        await settings.onPasswordReset?.({ id: user.id, email: user.email });
      },
      ...(accountMail
        ? { sendResetPassword: (data: { user: { email: string }; token: string }) => accountMail.passwordReset(data) }
        : {}),
    },
    user: {
      // The member's details beside the name (member-details.ts). The phone may be given at
      // sign-up; the emergency contact only in /account or at the desk.
      additionalFields: {
        phone: {
          type: "string",
          required: false,
          input: true,
          transform: { input: (value) => (typeof value === "string" ? (cleanPhone(value) ?? null) : null) },
        },
        emergencyContact: { type: "string", required: false, input: false },
      },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await settings.onDeleteUser?.({ id: user.id, email: user.email });
        },
      },
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
      // Per endpoint, from the one list of endpoints we serve (auth-endpoints.ts).
      customRules: authRateLimitRules(settings.authRateLimit),
      customStorage: authRateLimitStorage(db),
    },
    advanced: {
      // Our server sets this header from the socket address (or X-Forwarded-For when
      // TRUST_PROXY says so) and drops any value a client sent. The address arrives
      // normalised (client-ip.ts); 128 keeps it whole, where better-auth's default would
      // count a whole /64 (which one client can rotate through) as one.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 128 },
      useSecureCookies: settings.secureCookies,
      // better-auth turns its Origin and callbackURL checks off when NODE_ENV is "test";
      // tests must meet the same checks as production.
      disableOriginCheck: false,
      cookiePrefix: AUTH_COOKIE_PREFIX,
    },
    logger: {
      // better-auth logs causes such as "User not found"; never request bodies or passwords.
      level: "error",
      // Some messages quote request input (an invalid callbackURL): one escaped line each.
      log: (level, message, ...details) =>
        log[level === "debug" ? "info" : level](`[Better Auth] ${message}`, ...details),
    },
    onAPIError: {
      // better-auth would print every refusal (a wrong password, a taken e-mail) as an
      // error, past the logger above; only failures of our own are worth a line.
      onError: (error) => {
        if (!isAPIError(error) || error.status === "INTERNAL_SERVER_ERROR") log.error("[Better Auth]", error);
      },
    },
    hooks: {
      // Input lengths, the read-only demo account, common passwords (auth-guards.server.ts).
      before: authRequestGuards({ demoAccounts: settings.demoAccounts }),
      // The browser's session check (GET /api/auth/get-session) gets the ID token for the
      // session sync. Server code asking who is signed in (every booking, every member
      // page) does not: signing a token nobody reads cost each of them ~2 ms of CPU.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/get-session" || !ctx.request) return;
        const session = ctx.context.session ?? ctx.context.newSession;
        if (!session?.session) return;
        ctx.setHeader("set-auth-jwt", await getJwtToken(ctx, jwtOptions));
        const role = await settings.frontDeskRole?.(session.user.id);
        if (role) ctx.setHeader(FRONT_DESK_HEADER, role);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // In the transaction that created the account when there is one of ours (the desk's).
          after: async (user) => {
            await ensureUserDocument(authTransaction() ?? db, user.email);
          },
        },
        // Pages read who is signed in from readings a second old at most; changes here count at once.
        update: { after: async (user) => forgetMember(user.id) },
        delete: { after: async (user) => forgetMember(user.id) },
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
          after: async (session) => forgetSession(session.token),
        },
        // A sign-out or a revocation: no page shows this session's member any more.
        delete: { after: async (session) => forgetSession(session.token) },
      },
    },
    plugins: [jwt(jwtOptions)],
  });
}

export type Auth = ReturnType<typeof createAuth>;
