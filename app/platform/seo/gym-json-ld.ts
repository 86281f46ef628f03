import type { MetaDescriptor } from "react-router";
import { shareImage } from "#app/content/artwork.ts";
import { site } from "#app/content/site.ts";
import { weekdayName } from "#app/content/weekdays.ts";

/** The opening hours as schema.org reads them, from the one source in site.ts. */
export function openingHoursSpecification() {
  return site.hours.map((line) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: line.days.map(weekdayName),
    opens: line.opens,
    closes: line.closes,
  }));
}

/** The gym as the place of its classes (schema.org Event `location` and `organizer`): name, address, site. */
export function gymPlace(origin: string) {
  return {
    "@type": "ExerciseGym",
    name: site.brand,
    url: origin,
    telephone: site.contact.phone,
    address: { "@type": "PostalAddress", streetAddress: site.contact.address },
  } as const;
}

/** Days the usual hours do not hold, both included (a closure: bank holiday, refurbishment). */
export interface SpecialHours {
  from: string;
  to: string;
  closed: true;
}

/** Closed all day, as schema.org writes it: opens and closes at midnight, valid over the dates. */
export function specialOpeningHoursSpecification(special: SpecialHours[]) {
  return special.map((days) => ({
    "@type": "OpeningHoursSpecification",
    opens: "00:00",
    closes: "00:00",
    validFrom: days.from,
    validThrough: days.to,
  }));
}

/**
 * The gym as search engines understand it: a data block, never executed, so the CSP has
 * nothing to block. `special`: the closures to come (the schedule, edited in /staff).
 */
export function gymJsonLd(origin: string, special: SpecialHours[] = []): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ExerciseGym",
      name: site.brand,
      description: site.description,
      url: origin,
      image: new URL(shareImage.src, origin).href,
      telephone: site.contact.phone,
      email: site.contact.email,
      address: { "@type": "PostalAddress", streetAddress: site.contact.address },
      openingHoursSpecification: openingHoursSpecification(),
      ...(special.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(special) } : {}),
      sameAs: site.social.map((link) => link.href),
    },
  };
}
