import { articles } from "#app/content/blog.ts";
import { galleryPageSlugs } from "#app/content/gallery-pages.ts";
import { weekdays } from "#app/content/weekdays.ts";

/** Every public page: each is tested for its title, description and accessibility. */
export const publicPaths = [
  "/",
  "/about",
  "/classes",
  "/pricing",
  "/blog",
  ...articles.map((article) => `/blog/${article.slug}`),
  "/contact",
  "/login",
  "/signup",
  ...weekdays.map((day) => `/schedule/${day}`),
  "/schedule/week",
  ...galleryPageSlugs.map((slug) => `/gallery/${slug}`),
];

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
 * until the schedule changes or the gym's day turns (server/page-cache.ts, decision 0071).
 */
export const sharedPaths = publicPaths.filter((path) => !serverRenderedPaths.includes(path));

/**
 * Of the pages rendered per request, those the server renders once per version and fills
 * in per request (their routes' `handle.liveTemplate`), and keeps whole for visitors who are
 * not signed in until what they show changes (server/live-pages.ts, decision 0175).
 */
export const visitorKeptPaths = ["/pricing", ...weekdays.map((day) => `/schedule/${day}`)];
