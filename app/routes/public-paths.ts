import { galleryPageSlugs } from "../content/gallery-pages";
import { weekdays } from "../content/weekdays";

/** Every public page, prerendered to static HTML at build time and listed in the sitemap. */
export const prerenderedPaths = [
  "/",
  "/about",
  "/classes",
  "/pricing",
  "/blog",
  "/contact",
  "/login",
  "/signup",
  ...weekdays.map((day) => `/schedule/${day}`),
  ...galleryPageSlugs.map((slug) => `/gallery/${slug}`),
];
