import { webAppManifest } from "#app/features/web-app/manifest.ts";

/** The web app manifest, from the content (brand, colours, icons). */
export function loader() {
  return new Response(JSON.stringify(webAppManifest()), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
