import { articlePaths } from "#app/features/blog/blog-view.server.ts";
import { galleryPageSlugs } from "#app/features/media/gallery-view.server.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { conditionalText } from "#app/platform/http/conditional.server.ts";
import { publicPaths, publicPathsWith } from "#app/platform/seo/public-paths.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/sitemap";

export function sitemapXml(origin: string, paths: readonly string[] = publicPaths): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Made per request with the articles live this moment and the gallery's pages; revalidated each time (an ETag makes that cheap). */
export async function loader({ request }: Route.LoaderArgs) {
  await getServices();
  return conditionalText(request, sitemapXml(publicOrigin(), publicPathsWith(articlePaths(), galleryPageSlugs())), {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
}
