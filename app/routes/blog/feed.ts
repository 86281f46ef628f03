import { blogFeedXml } from "#app/features/blog/feed.server.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { conditionalText } from "#app/platform/http/conditional.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/feed";

/**
 * /blog/feed.xml, linked from every page's head (app/root.tsx): made per request with the
 * articles live this moment, so it names this server's origin and shows an article as soon
 * as it is published; feed readers revalidate with its ETag and mostly get a 304.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await getServices();
  return conditionalText(request, blogFeedXml(publicOrigin()), {
    "Content-Type": "application/rss+xml; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
}
