import { publicOrigin } from "#app/platform/config/env.server.ts";

/**
 * Everything may be crawled: blocking /login and /signup would hide their titles and
 * descriptions from search engines, not the pages. They stay out of the sitemap instead.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}

export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
