import { z } from "zod";
import { ConfigError } from "./config-error.ts";
import { optionalString, port, positiveInt } from "./env-fields.ts";
import { mailVariables } from "./mail-variables.server.ts";
import { mediaS3UrlProblem } from "./media-storage-settings.server.ts";
import { type PublicConfig, SESSION_SYNC_DEFAULTS } from "./public-config.ts";
import { configuredSiteUrl, resolveSiteUrl } from "./site-url.ts";
import { stripeApiUrlProblem } from "./stripe-settings.server.ts";
import { stripeVariables } from "./stripe-variables.server.ts";

export { ConfigError };

/**
 * Every setting the server reads from its environment, validated once at start.
 * Nothing here reaches the browser; see `publicEnv` for the explicit list that does.
 * The README's configuration table describes each variable; docs/deployment.md, how to set them.
 */
/** The route that serves the session sync (app/routes.ts); SESSION_SYNC_ENDPOINT may move it. */
export const SESSION_SYNC_ROUTE = SESSION_SYNC_DEFAULTS.endpoint;

/**
 * A path of this site under /api/ (so it cannot shadow a page), with nothing a browser
 * could read as another origin, a query or a dot segment; not better-auth's or /api/config.
 */
const sessionSyncEndpoint = z
  .string()
  .trim()
  .regex(
    /^\/api(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/,
    "must be a path of this site under /api/, like /api/session (no scheme, host, query or trailing slash)",
  )
  .max(200)
  .refine((value) => !/^\/api\/(auth|config)(\/|$)/.test(value), "must not be /api/config or under /api/auth");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    /** Signs sessions and encrypts the token keys; at least 32 characters. */
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** More origins allowed to post to this server, comma separated. */
    TRUSTED_ORIGINS: optionalString,
    /** The demo account seeded at start; both or neither. */
    DEMO_EMAIL: optionalString.pipe(z.email("must be an e-mail address").optional()),
    DEMO_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").max(128).optional()),
    /** The demo staff account seeded at start (role staff, never owner); both or neither. */
    DEMO_STAFF_EMAIL: optionalString.pipe(z.email("must be an e-mail address").optional()),
    DEMO_STAFF_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").max(128).optional()),
    /** Whose X-Forwarded-For to believe: false (default), true, a hop count, or comma-separated addresses/CIDRs. */
    TRUST_PROXY: z.string().trim().default("false"),
    /** Seconds: how recent an ID token must be for the session cookie sync. */
    SESSION_SYNC_MAX_AGE: positiveInt.default(SESSION_SYNC_DEFAULTS.maxAgeSeconds),
    /** Where the browser posts its ID token; the server serves the sync there (server/app.ts). */
    SESSION_SYNC_ENDPOINT: sessionSyncEndpoint.default(SESSION_SYNC_ROUTE),
    /** Sign-in and sign-up attempts allowed per client address per window. */
    AUTH_RATE_LIMIT_MAX: positiveInt.default(10),
    AUTH_RATE_LIMIT_WINDOW: positiveInt.default(60),
    /** Contact form posts allowed per client address per window. */
    CONTACT_RATE_LIMIT_MAX: positiveInt.default(5),
    CONTACT_RATE_LIMIT_WINDOW: positiveInt.default(600),
    /** Booking and cancelling requests allowed per member per window. */
    BOOKING_RATE_LIMIT_MAX: positiveInt.default(30),
    BOOKING_RATE_LIMIT_WINDOW: positiveInt.default(60),
    ...mailVariables,
    ...stripeVariables,
    PAGE_TEMPLATES: z.enum(["on", "off", "check"], { error: "must be on, off or check" }).default("on"), // decision 0175
    /**
     * When the pages every visitor gets alike are first rendered: before the server listens
     * (`start`), or each at its first visit (`first-visit`: a start a second sooner and two
     * seconds of CPU less, for short-lived servers such as the tests'; decision 0227).
     */
    WARM_PAGES: z.enum(["start", "first-visit"], { error: "must be start or first-visit" }).default("start"),
    /**
     * Uploaded pictures in S3-compatible storage instead of the database
     * (media-storage-settings.server.ts): https://KEY_ID:SECRET@host/bucket[/prefix]?region=….
     */
    MEDIA_S3_URL: optionalString.pipe(
      z
        .string()
        .refine((value) => !mediaS3UrlProblem(value), { error: (issue) => mediaS3UrlProblem(String(issue.input)) })
        .optional(),
    ),
    /** Booking can be restricted to members who have verified their e-mail address. */
    REQUIRE_EMAIL_VERIFICATION: z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.DEMO_EMAIL) !== Boolean(env.DEMO_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["DEMO_PASSWORD"], message: "set DEMO_EMAIL and DEMO_PASSWORD together" });
    }
    if (Boolean(env.DEMO_STAFF_EMAIL) !== Boolean(env.DEMO_STAFF_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_STAFF_PASSWORD"],
        message: "set DEMO_STAFF_EMAIL and DEMO_STAFF_PASSWORD together",
      });
    }
    if (env.DEMO_STAFF_EMAIL && env.DEMO_STAFF_EMAIL.toLowerCase() === env.DEMO_EMAIL?.toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["DEMO_STAFF_EMAIL"], message: "must not be the demo member's DEMO_EMAIL" });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PRIVATE_KEY"],
        message: "set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together",
      });
    }
    const stripeProblem = env.STRIPE_API_URL && stripeApiUrlProblem(env.STRIPE_API_URL, env.STRIPE_SECRET_KEY);
    if (stripeProblem) ctx.addIssue({ code: "custom", path: ["STRIPE_API_URL"], message: stripeProblem });
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["LEAD_WEBHOOK_SECRET"], message: "is required with LEAD_WEBHOOK_URL" });
    }
  });

/** The validated settings, with SITE_URL resolved to the one public origin (site-url.ts). */
export type ServerEnv = z.infer<typeof schema> & {
  SITE_URL: string;
  /** Whether SITE_URL (or BETTER_AUTH_URL) was set, rather than the localhost fallback. */
  SITE_URL_CONFIGURED: boolean;
};

/** Parses an environment; throws a ConfigError that names every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(withEmbeddedDemoStaff(withEmbeddedDefaults(source)));
  if (result.success) {
    return {
      ...result.data,
      SITE_URL: resolveSiteUrl(source),
      SITE_URL_CONFIGURED: configuredSiteUrl(source) !== null,
    };
  }
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
}

/** The embedded setup (no DATABASE_URL) seeds a demo account unless DEMO_EMAIL is set, even to nothing. */
export const EMBEDDED_DEMO_ACCOUNT = { email: "demo@ironpeak.example", password: "ironpeak-demo" } as const;

function withEmbeddedDefaults(source: Record<string, string | undefined>): Record<string, string | undefined> {
  if (source.DATABASE_URL?.trim() || source.DEMO_EMAIL !== undefined || source.DEMO_PASSWORD !== undefined)
    return source;
  return { ...source, DEMO_EMAIL: EMBEDDED_DEMO_ACCOUNT.email, DEMO_PASSWORD: EMBEDDED_DEMO_ACCOUNT.password };
}

/** The embedded setup also seeds a demo staff account for the front desk, unless DEMO_STAFF_EMAIL is set (even to nothing). */
export const EMBEDDED_DEMO_STAFF_ACCOUNT = {
  email: "staff@ironpeak.example",
  password: "ironpeak-front-desk",
} as const;

function withEmbeddedDemoStaff(source: Record<string, string | undefined>): Record<string, string | undefined> {
  if (source.DATABASE_URL?.trim() || source.DEMO_STAFF_EMAIL !== undefined || source.DEMO_STAFF_PASSWORD !== undefined)
    return source;
  return {
    ...source,
    DEMO_STAFF_EMAIL: EMBEDDED_DEMO_STAFF_ACCOUNT.email,
    DEMO_STAFF_PASSWORD: EMBEDDED_DEMO_STAFF_ACCOUNT.password,
  };
}

let cached: ServerEnv | undefined;

/** The validated environment of this process. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The public origin of the site: SITE_URL (or BETTER_AUTH_URL), else http://localhost:$PORT. */
export function publicOrigin(env: ServerEnv = serverEnv()): string {
  return env.SITE_URL;
}

/** Origins whose pages may send state-changing requests here. */
export function trustedOrigins(env: ServerEnv = serverEnv()): string[] {
  const extra = (env.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return [...new Set([publicOrigin(env), ...extra])];
}

/**
 * Stripe's hosted pages (Checkout, the Customer Portal) that the buy and billing forms are
 * redirected to: pages allow them as form targets (csp.ts). None without Stripe; the
 * stand-in's own origin with STRIPE_API_URL.
 */
export function paymentFormTargets(env: ServerEnv = serverEnv()): string[] {
  if (!env.STRIPE_SECRET_KEY) return [];
  if (env.STRIPE_API_URL) return [new URL(env.STRIPE_API_URL).origin];
  return ["https://checkout.stripe.com", "https://billing.stripe.com"];
}

/** Express's "trust proxy" setting from TRUST_PROXY. */
export function trustProxySetting(env: ServerEnv = serverEnv()): boolean | number | string[] {
  const value = env.TRUST_PROXY;
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The only configuration values that may be sent to the browser (served by /api/config).
 * The demo credentials are meant to be seen: the /login hint shows them to every visitor.
 */
export function publicEnv(env: ServerEnv = serverEnv()): PublicConfig {
  return {
    sessionSyncMaxAge: env.SESSION_SYNC_MAX_AGE,
    sessionSyncEndpoint: env.SESSION_SYNC_ENDPOINT,
    demoAccount: env.DEMO_EMAIL && env.DEMO_PASSWORD ? { email: env.DEMO_EMAIL, password: env.DEMO_PASSWORD } : null,
  };
}
