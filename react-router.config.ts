import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "#app/platform/seo/public-paths.ts";

export default {
  ssr: true,
  // Public pages are static HTML built once; the server only renders what is dynamic
  // (redirects, 404s, form posts, pages with a query string).
  prerender: prerenderedPaths,
} satisfies Config;
