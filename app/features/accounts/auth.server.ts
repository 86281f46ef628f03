import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getJwtToken, type JwtOptions, jwt } from "better-auth/plugins/jwt";
import type { Database } from "#app/platform/data/database.server.ts";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.ts";
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
  /** Runs before an account is deleted (after its password was checked): other features forget the member. */
  onDeleteUser?: (user: { id: string; email: string }) => Promise<void>;
}

/** better-auth on our database: e-mail + password accounts, sessions in the database, an ID token (JWT) for the session sync. */
export function createAuth(database: Database, settings: AuthSettings) {
  const { db } = database;
  const jwtOptions = {
    jwt: { issuer: settings.baseURL, audience: settings.baseURL, expirationTime: "15m" },
    // The plugin would sign a token on every getSession, server calls included (below).
    disableSettingJwtHeader: true,
  } satisfies JwtOptions;
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
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await settings.onDeleteUser?.({ id: user.id, email: user.email });
        },
      },
    },
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
        // Deleting an account always asks for its password, however fresh the session.
        if (ctx.path === "/delete-user" && (typeof body.password !== "string" || body.password === "")) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIRED", message: "Enter your password" });
        }
        if (typeof body.password === "string" && body.password.length > AUTH_LIMITS.passwordMax) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: "Password is too long" });
        }
      }),
      // The browser's session check (GET /api/auth/get-session) gets the ID token for the
      // session sync. Server code asking who is signed in (every booking, every member
      // page) does not: signing a token nobody reads cost each of them ~2 ms of CPU.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/get-session" || !ctx.request) return;
        const session = ctx.context.session ?? ctx.context.newSession;
        if (session?.session) ctx.setHeader("set-auth-jwt", await getJwtToken(ctx, jwtOptions));
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
    plugins: [jwt(jwtOptions)],
  });
}

export type Auth = ReturnType<typeof createAuth>;
