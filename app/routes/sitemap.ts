import { publicOrigin } from "#app/platform/config/env.server.ts";
import { publicPaths } from "#app/platform/seo/public-paths.ts";

export function sitemapXml(origin: string): string {
  const urls = publicPaths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemapXml(publicOrigin()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
