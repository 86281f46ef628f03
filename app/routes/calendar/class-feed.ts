import { classFeedResponse } from "#app/features/calendar-feeds/feeds.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/class-feed";

/** /classes/:slug.ics: one class's sessions for four weeks (docs/api.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return classFeedResponse(request, params.slug, await getServices());
}
