import { formatOpeningHours } from "./clock.ts";
import { type GalleryImage, galleryImages } from "./gallery.ts";
import { type OpeningHours, phoneHref, type SiteDetails, type SocialLink, sampleSiteDetails } from "./site.ts";
import { type Weekday, weekdayName, weekdays } from "./weekdays.ts";

/**
 * The gym's details as every page shows them (the footer, the side panel, the contact page,
 * the front desk on /pricing, the announcement bar, the gym's JSON-LD): the database's copy,
 * which the root loader reads and hands to every page (decision 0200). Until then, and in a
 * component test, the sample's.
 */
export interface ShellSiteDetails {
  address: string;
  phone: string;
  /** "tel:+442079460000" */
  phoneHref: string;
  email: string;
  location: { latitude: number; longitude: number };
  /** The usual hours as the gym wrote them (schema.org's openingHoursSpecification). */
  openingHours: OpeningHours[];
  /** The same as rows to show: "Mon–Fri" · "7:00am – 9:00pm"; days the gym does not open read "Closed". */
  hours: HoursRow[];
  /** The special hours to come, soonest first: "Thursday 24 December" · "Closed (Christmas Eve)". */
  specialHours: HoursRow[];
  social: SocialLink[];
  /** The announcement when it is showing now; null otherwise. */
  announcement: { text: string; link: string | null } | null;
  /** The gallery's first six pictures (the side panel, the home page's strip): the database's gallery, decision 0201. */
  galleryPreview: GalleryImage[];
}

export interface HoursRow {
  label: string;
  value: string;
}

const shortNames: Record<Weekday, string> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

/** A run of weekdays as a line of the hours names it: "Saturday", "Sat–Sun", "Mon–Fri". */
export function daysLabel(days: readonly Weekday[]): string {
  const [first, ...rest] = days;
  if (!first) return "";
  const last = rest.at(-1);
  return last ? `${shortNames[first]}–${shortNames[last]}` : weekdayName(first);
}

/** The opening hours as rows: each line as the gym wrote it, with the days it does not open as "Closed", in weekday order. */
export function hoursRows(hours: readonly OpeningHours[]): HoursRow[] {
  const open = new Set(hours.flatMap((line) => line.days));
  const rows = hours.map((line) => ({
    first: weekdays.indexOf(line.days[0] ?? "monday"),
    label: line.label,
    value: formatOpeningHours(line.opens, line.closes),
  }));
  let run: Weekday[] = [];
  const flush = () => {
    if (run.length > 0)
      rows.push({ first: weekdays.indexOf(run[0] as Weekday), label: daysLabel(run), value: "Closed" });
    run = [];
  };
  for (const day of weekdays) {
    if (open.has(day)) flush();
    else run.push(day);
  }
  flush();
  return rows.sort((a, b) => a.first - b.first).map(({ label, value }) => ({ label, value }));
}

/** The shell's view of `details`, without what needs the date (special hours to come, the announcement): the server adds those. */
export function shellDetailsOf(details: SiteDetails): ShellSiteDetails {
  return {
    address: details.contact.address,
    phone: details.contact.phone,
    phoneHref: phoneHref(details.contact.phone),
    email: details.contact.email,
    location: details.contact.location,
    openingHours: details.hours,
    hours: hoursRows(details.hours),
    specialHours: [],
    social: details.social,
    announcement: null,
    galleryPreview: galleryImages.slice(0, 6),
  };
}

/** The sample's view: what a page shows before any database was read. */
export const sampleShellDetails: ShellSiteDetails = shellDetailsOf(sampleSiteDetails);
