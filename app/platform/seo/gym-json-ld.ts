import type { MetaDescriptor } from "react-router";
import { shareImage } from "#app/content/artwork.ts";
import { site } from "#app/content/site.ts";
import { builtSiteUrl } from "#app/platform/config/built-site-url.ts";

/** schema.org days for each line of the opening hours in site.ts. */
const schemaDays: Record<string, string[]> = {
  "Mon–Fri": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Saturday: ["Saturday"],
  Sunday: ["Sunday"],
};

/** "7:00am" → "07:00", "9:00pm" → "21:00". */
function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(am|pm)$/i.exec(time.trim());
  if (!match) throw new Error(`Unreadable opening time: ${time}`);
  const [, hours = "0", minutes = "00", half = "am"] = match;
  const hour = (Number(hours) % 12) + (half.toLowerCase() === "pm" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

export function openingHoursSpecification() {
  return site.hours.flatMap((entry) => {
    const [opens, closes] = entry.hours.split("–").map((part) => part.trim());
    const dayOfWeek = schemaDays[entry.days];
    if (!dayOfWeek) throw new Error(`Unknown opening days: ${entry.days}`);
    if (!opens || !closes) return []; // closed that day
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens: to24Hour(opens), closes: to24Hour(closes) }];
  });
}

/** The gym as search engines understand it: a data block, never executed, so the CSP has nothing to block. */
export function gymJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ExerciseGym",
      name: site.brand,
      description: site.description,
      url: builtSiteUrl,
      image: new URL(shareImage.src, builtSiteUrl).href,
      telephone: site.contact.phone,
      email: site.contact.email,
      address: { "@type": "PostalAddress", streetAddress: site.contact.address },
      openingHoursSpecification: openingHoursSpecification(),
      sameAs: site.social.map((link) => link.href),
    },
  };
}
