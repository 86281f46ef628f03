import type { MetaDescriptor } from "react-router";
import { shareImage } from "#app/content/artwork.ts";
import { site } from "#app/content/site.ts";
import type { ShellSiteDetails } from "#app/content/site-details.ts";
import { weekdayName } from "#app/content/weekdays.ts";

/** What the gym's structured data reads of its details: the database's copy (decision 0200), handed down by the root loader. */
export type GymDetails = Pick<ShellSiteDetails, "address" | "phone" | "email" | "openingHours" | "social">;

/** The opening hours as schema.org reads them. */
export function openingHoursSpecification(details: Pick<GymDetails, "openingHours">) {
  return details.openingHours.map((line) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: line.days.map(weekdayName),
    opens: line.opens,
    closes: line.closes,
  }));
}

/** The gym as the place of its classes (schema.org Event `location` and `organizer`): name, address, site. */
export function gymPlace(origin: string, details: Pick<GymDetails, "address" | "phone">) {
  return {
    "@type": "ExerciseGym",
    name: site.brand,
    url: origin,
    telephone: details.phone,
    address: { "@type": "PostalAddress", streetAddress: details.address },
  } as const;
}

/**
 * Days the usual hours do not hold, both included: closed (a closure of the timetable, a
 * closed day of the site's special hours) or open other hours (24 December, 9:00 to 14:00).
 */
export type SpecialHours =
  | { from: string; to: string; closed: true }
  | { from: string; to: string; closed: false; opens: string; closes: string };

/** As schema.org writes them: a closed day opens and closes at midnight, valid over the dates. */
export function specialOpeningHoursSpecification(special: SpecialHours[]) {
  return special.map((days) => ({
    "@type": "OpeningHoursSpecification",
    opens: days.closed ? "00:00" : days.opens,
    closes: days.closed ? "00:00" : days.closes,
    validFrom: days.from,
    validThrough: days.to,
  }));
}

/**
 * The gym as search engines understand it: a data block, never executed, so the CSP has
 * nothing to block. `special`: the closures and special hours to come.
 */
export function gymJsonLd(origin: string, details: GymDetails, special: SpecialHours[] = []): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ExerciseGym",
      name: site.brand,
      description: site.description,
      url: origin,
      image: new URL(shareImage.src, origin).href,
      telephone: details.phone,
      email: details.email,
      address: { "@type": "PostalAddress", streetAddress: details.address },
      openingHoursSpecification: openingHoursSpecification(details),
      ...(special.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(special) } : {}),
      sameAs: details.social.map((link) => link.href),
    },
  };
}
