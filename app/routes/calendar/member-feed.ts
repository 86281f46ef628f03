import { memberFeedResponse } from "#app/features/calendar-feeds/feeds.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/member-feed";

/** /account/calendar/:token.ics: a member's own bookings; the token is the only key (docs/api.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return memberFeedResponse(request, params.token, await getServices());
}
