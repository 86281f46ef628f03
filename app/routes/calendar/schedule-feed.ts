import { scheduleFeedResponse } from "#app/features/calendar-feeds/feeds.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/schedule-feed";

/** /schedule.ics: the whole timetable for four weeks, for calendar apps (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return scheduleFeedResponse(request, await getServices());
}
