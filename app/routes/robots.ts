import { site } from "~/content/site";

/**
 * Everything may be crawled: blocking /login and /signup would hide their titles and
 * descriptions from search engines, not the pages. They stay out of the sitemap instead.
 */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.origin).href}\n`;
}

export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
