import type { Event, Graph } from "schema-dts";
import type { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";
import { shellSiteDetails, siteKey } from "#app/features/site/site-details.server.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { gymPlace } from "#app/platform/seo/gym-json-ld.ts";
import { dayPagePath } from "./day-page.server.ts";
import type { ClassSession } from "./sessions.server.ts";
import { classBySlug } from "./timetable.ts";

/** A session on a schedule page, with what its page says about places. */
export interface SessionShown {
  session: ClassSession;
  capacity: number;
  spotsLeft: number;
  cancelled: boolean;
  /** When booking opens (UTC ISO). */
  bookingOpensAt: string;
}

/** What an Event says that changes only with the schedule and the site's details, before and after its status: made once per session (the pages ask on every view). */
interface EventParts {
  key: string;
  head: Partial<Event>;
  tail: Partial<Event>;
}

const eventParts = new WeakMap<ClassSession, EventParts>();

function partsOf(session: ClassSession, today: Temporal.PlainDate, origin: string): EventParts {
  const key = `${today.toString()} ${origin} ${siteKey()}`;
  const kept = eventParts.get(session);
  if (kept?.key === key) return kept;
  const image = classBySlug(session.classSlug)?.image.src;
  const parts: EventParts = {
    key,
    head: {
      name: `${session.className} with ${session.trainer}`,
      description: `A coached ${session.className} class at ${site.brand}, led by ${session.trainer}.`,
      startDate: session.startsAt,
      endDate: session.endsAt,
    },
    tail: {
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: gymPlace(origin, shellSiteDetails()),
      organizer: { "@type": "ExerciseGym", name: site.brand, url: origin },
      performer: { "@type": "Person", name: session.trainer },
      ...(image ? { image: new URL(image, origin).href } : {}),
      url: new URL(dayPagePath(session, today), origin).href,
    },
  };
  eventParts.set(session, parts);
  return parts;
}

function sessionEvent(shown: SessionShown, today: Temporal.PlainDate, origin: string): Event {
  const { head, tail } = partsOf(shown.session, today, origin);
  return {
    "@type": "Event",
    ...head,
    eventStatus: shown.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    ...tail,
    maximumAttendeeCapacity: shown.capacity,
    remainingAttendeeCapacity: shown.cancelled ? 0 : shown.spotsLeft,
    offers: {
      "@type": "Offer",
      url: new URL("/pricing", origin).href,
      availability:
        shown.cancelled || shown.spotsLeft === 0 ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      validFrom: shown.bookingOpensAt,
    },
  };
}

/**
 * The sessions a schedule page shows that have not ended, as schema.org Events (one JSON-LD
 * data block; the CSP leaves data blocks alone). Undefined when there are none.
 */
export function sessionEventsJsonLd(
  shown: SessionShown[],
  { today, now, origin = publicOrigin() }: { today: Temporal.PlainDate; now: Date; origin?: string },
): Graph | undefined {
  const upcoming = shown.filter((item) => Date.parse(item.session.endsAtUtc) > now.getTime());
  if (upcoming.length === 0) return undefined;
  return { "@context": "https://schema.org", "@graph": upcoming.map((item) => sessionEvent(item, today, origin)) };
}
