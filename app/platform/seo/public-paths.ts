import { articles } from "#app/content/blog.ts";
import { galleryPageSlugs } from "#app/content/gallery-pages.ts";
import { weekdays } from "#app/content/weekdays.ts";

/**
 * Every public page, with the articles' pages of `articlePaths` (the live articles: the
 * database owns them, decision 0180) and the gallery's pages (as many as its pictures fill,
 * decision 0201). The sitemap lists these; each is tested for its title, description and
 * accessibility.
 */
export function publicPathsWith(
  articlePaths: readonly string[],
  galleryPages: readonly string[] = galleryPageSlugs,
): string[] {
  return [
    "/",
    "/about",
    "/classes",
    "/pricing",
    "/blog",
    ...articlePaths,
    "/contact",
    "/login",
    "/signup",
    ...weekdays.map((day) => `/schedule/${day}`),
    "/schedule/week",
    ...galleryPages.map((slug) => `/gallery/${slug}`),
  ];
}

/** The public pages of a new install: the sample's articles (what tests and specs read). */
export const publicPaths = publicPathsWith(articles.map((article) => `/blog/${article.slug}`));

/**
 * Pages whose first paint depends on the moment or the visitor, so the server renders
 * them per request: /login shows the demo account (decision 0021); a day's schedule shows
 * its next date, the places left and the member's own bookings (decision 0022); so does the
 * week view, seven days from today; /pricing sells online or at the front desk, as the
 * server is configured, to a member or a visitor (decision 0052).
 */
export const serverRenderedPaths = [
  "/login",
  "/pricing",
  ...weekdays.map((day) => `/schedule/${day}`),
  "/schedule/week",
];

/**
 * The rest is the same for every visitor: rendered once and kept in memory by the server
 * until what they show changes or the gym's day turns (server/page-cache.ts, decision 0071).
 */
export function sharedPathsWith(
  articlePaths: readonly string[],
  galleryPages: readonly string[] = galleryPageSlugs,
): string[] {
  return publicPathsWith(articlePaths, galleryPages).filter((path) => !serverRenderedPaths.includes(path));
}

/**
 * Of the pages rendered per request, those the server renders once per version and fills
 * in per request (their routes' `handle.liveTemplate`), and keeps whole for visitors who are
 * not signed in until what they show changes (server/live-pages.ts, decision 0175).
 */
export const visitorKeptPaths = ["/pricing", ...weekdays.map((day) => `/schedule/${day}`)];
