import { site } from "#app/content/site.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { conditionalText } from "#app/platform/http/conditional.server.ts";
import type { Services } from "#app/services.server.ts";
import { memberOfFeedToken } from "./feed-tokens.server.ts";
import { icalText } from "./ical.server.ts";
import { memberFeed } from "./member-feed.server.ts";
import { TIMETABLE_REFRESH_HOURS, timetableFeed } from "./timetable-feed.server.ts";

/**
 * The calendar feeds as HTTP responses (docs/api.md, "Calendar feeds"): iCalendar text,
 * an ETag for cheap polling, and a cache lifetime that lets a cancellation through soon.
 */
const CALENDAR = "text/calendar; charset=utf-8";

const notFound = () =>
  new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const brandFile = site.brand.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** GET /schedule.ics */
export async function scheduleFeedResponse(request: Request, services: Pick<Services, "database" | "env">) {
  const origin = publicOrigin(services.env);
  const calendar = await timetableFeed(services.database, origin);
  return conditionalText(request, icalText(calendar, origin), {
    "Content-Type": CALENDAR,
    "Content-Disposition": `inline; filename="${brandFile}-timetable.ics"`,
    "Cache-Control": `public, max-age=${(TIMETABLE_REFRESH_HOURS * 3600) / 4}`,
  });
}

/** GET /classes/:slug.ics; 404 for a class the gym does not have, 410 for one it no longer teaches. */
export async function classFeedResponse(
  request: Request,
  slug: string | undefined,
  services: Pick<Services, "database" | "env">,
) {
  if (slug && currentSchedule().classBySlug.get(slug)?.retired) {
    return new Response("Gone: this class is no longer taught. See /classes for the classes we teach.", {
      status: 410,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!slug || !classBySlug(slug)) return notFound();
  const origin = publicOrigin(services.env);
  const calendar = await timetableFeed(services.database, origin, { classSlug: slug });
  return conditionalText(request, icalText(calendar, origin), {
    "Content-Type": CALENDAR,
    "Content-Disposition": `inline; filename="${brandFile}-${slug}.ics"`,
    "Cache-Control": `public, max-age=${(TIMETABLE_REFRESH_HOURS * 3600) / 4}`,
  });
}

/** GET /account/calendar/:token.ics: the member's own bookings; 404 for any token that is not current. */
export async function memberFeedResponse(
  request: Request,
  token: string | undefined,
  services: Pick<Services, "database" | "env">,
) {
  const userId = token ? await memberOfFeedToken(services.database, token) : null;
  if (!userId) return notFound();
  const origin = publicOrigin(services.env);
  const calendar = await memberFeed(services.database, origin, userId);
  return conditionalText(request, icalText(calendar, origin), {
    "Content-Type": CALENDAR,
    "Content-Disposition": `inline; filename="${brandFile}-my-classes.ics"`,
    // The address is the secret: never stored by a shared cache, never indexed, never sent on as a referrer.
    "Cache-Control": "private, no-cache",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  });
}
