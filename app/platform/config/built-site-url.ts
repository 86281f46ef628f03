/**
 * The public origin the pages were built for (SITE_URL at build time, see site-url.ts).
 * Code that renders into a page reads this one, so the pages shared by every visitor and
 * those rendered per request name the same origin; the server warns at start when its own
 * SITE_URL differs (server/build-info.ts).
 */
export const builtSiteUrl: string = __SITE_URL__;
