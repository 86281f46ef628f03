import { resolveSiteUrl } from "#app/platform/config/site-url.ts";

/**
 * The public origin the tested server names in every page, the sitemap and the feed (it
 * renders them all: decision 0071): its own SITE_URL, resolved as the config
 * module does from the environment playwright.config.ts starts it with (this process's, and
 * PORT = E2E_PORT). Without SITE_URL that is http://localhost:$E2E_PORT, whatever the build was made for.
 */
export const serverSiteUrl: string = resolveSiteUrl({ ...process.env, PORT: process.env.E2E_PORT ?? "3100" });
