import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/platform/data/rate-limits.server.ts";
import { AUTH_ENDPOINTS, findAuthEndpoint } from "./auth-endpoints.ts";

/** The flood ceiling of "standard" endpoints: far above any person's use. */
const STANDARD_LIMIT: RateLimitRule = { window: 60, max: 300 };

/** better-auth's `rateLimit.customRules`, one per endpoint we serve (":token" segments become "*"). */
export function authRateLimitRules(attempts: RateLimitRule): Record<string, RateLimitRule | false> {
  const rules: Record<string, RateLimitRule | false> = {};
  for (const endpoint of AUTH_ENDPOINTS) {
    const pattern = endpoint.path.replace(/\/:[^/]+/g, "/*");
    rules[pattern] =
      endpoint.rateLimit === "attempts" ? attempts : endpoint.rateLimit === "standard" ? STANDARD_LIMIT : false;
  }
  return rules;
}

/**
 * better-auth's counters, in our rate_limits table (shared by every server on the
 * database). better-auth keys them "<address>|<path>"; we key by the endpoint instead of
 * the path, so a path with a token in it (/reset-password/<token>) is one counter per
 * address, not one per token. Unknown paths never get here (auth-handler.server.ts), and
 * would share one counter if they did.
 */
export function authRateLimitStorage(db: Kysely<Tables>) {
  return {
    consume(key: string, rule: RateLimitRule) {
      const separator = key.indexOf("|");
      const address = key.slice(0, separator);
      const endpoint = findAuthEndpoint(key.slice(separator + 1))?.path ?? "(unlisted)";
      return consumeRateLimit(db, `auth:${address}|${endpoint}`, rule);
    },
  };
}
