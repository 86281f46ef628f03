import { blogFeedXml } from "#app/features/blog/feed.server.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";

/** /blog/feed.xml, linked from every page's head (app/root.tsx): made per request, so it names this server's origin. */
export function loader() {
  return new Response(blogFeedXml(publicOrigin()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
