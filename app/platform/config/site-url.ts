import { ConfigError } from "./config-error.ts";

/**
 * The site's one public origin, from an environment: `SITE_URL`, or its older name
 * `BETTER_AUTH_URL`, or `http://localhost:$PORT`. Canonical URLs, the sitemap, robots.txt,
 * JSON-LD, links in e-mail and the accounts' allowed origin all read it. The server reads
 * it at start (app/platform/config/env.server.ts); the build bakes the same value into the
 * pages (vite.config.ts), so both must see the same environment.
 */
export function resolveSiteUrl(source: Record<string, string | undefined>): string {
  const siteUrl = originOf("SITE_URL", source.SITE_URL);
  const alias = originOf("BETTER_AUTH_URL", source.BETTER_AUTH_URL);
  if (siteUrl && alias && siteUrl !== alias) {
    throw new ConfigError(
      `Invalid configuration:\n  SITE_URL (${siteUrl}) and BETTER_AUTH_URL (${alias}) name different origins: set only SITE_URL.`,
    );
  }
  const port = source.PORT?.trim() || "3000";
  return siteUrl ?? alias ?? `http://localhost:${port}`;
}

function originOf(name: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${name}: must be an absolute URL such as https://gym.example`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(`Invalid configuration:\n  ${name}: must start with https:// or http://`);
  }
  return url.origin;
}

/** The origin the operator configured (SITE_URL or BETTER_AUTH_URL), or null when the site falls back to localhost. */
export function configuredSiteUrl(source: Record<string, string | undefined>): string | null {
  return source.SITE_URL?.trim() || source.BETTER_AUTH_URL?.trim() ? resolveSiteUrl(source) : null;
}
