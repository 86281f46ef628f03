/**
 * The public origin SITE_URL had when the site was built (see site-url.ts). Pages name the
 * origin of the server that renders them (app/platform/seo/origin.ts, from the root loader);
 * this one stands in only where that loader did not run.
 */
export const builtSiteUrl: string = __SITE_URL__;
