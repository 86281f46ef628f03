import { readFileSync } from "node:fs";
import path from "node:path";
import { resolveSiteUrl } from "#app/platform/config/site-url.ts";

/** The public origin the tested build names in its pages (SITE_URL when it was built; scripts/build/build.ts). */
export const builtSiteUrl: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../build/build-info.json"), "utf8")) as {
    siteUrl: string;
  }
).siteUrl;

/**
 * The public origin the tested server names in what it renders per request (pages with a
 * query, /login, the schedule, the sitemap, the feed): its own SITE_URL, resolved as the config
 * module does from the environment playwright.config.ts starts it with (this process's, and
 * PORT = E2E_PORT). Without SITE_URL that is http://localhost:$E2E_PORT, whatever the build was made for.
 */
export const serverSiteUrl: string = resolveSiteUrl({ ...process.env, PORT: process.env.E2E_PORT ?? "3100" });
