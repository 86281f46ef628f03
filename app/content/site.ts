import type { Weekday } from "./weekdays.ts";

/**
 * The gym's identity: the one file a gym edits to re-brand the site.
 * Every component reads brand, contact details, hours and social links from here.
 */

export type SocialNetwork = "facebook" | "twitter" | "instagram";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** One line of the opening hours: the days it covers, as shown and as weekdays, and 24-hour "HH:MM" times. */
export interface OpeningHours {
  label: string;
  days: Weekday[];
  opens: string;
  closes: string;
}

/**
 * A day the usual hours do not hold (24 December): closed, or open other hours. `date` is
 * the gym's local date ("2026-12-24"), times its 24-hour "HH:MM"; `note` says why, or is empty.
 */
export interface SpecialHours {
  date: string;
  closed: boolean;
  /** Null when closed. */
  opens: string | null;
  closes: string | null;
  note: string;
}

/** The bar across the top of every public page: a line of text, a link, shown from `from` until `until` (ISO instants; null: no limit). */
export interface Announcement {
  text: string;
  /** A path of this site ("/pricing") or an https:// address; null: no link. */
  link: string | null;
  from: string | null;
  until: string | null;
}

/**
 * The site's details a gym changes in /staff/site after the first start (decision 0200):
 * how to reach it, when it is open, where to follow it, and an announcement. The database
 * owns them then; `sampleSiteDetails` below is what a new install starts from.
 */
export interface SiteDetails {
  contact: {
    address: string;
    phone: string;
    email: string;
    /** Where the map on the contact page is centred. */
    location: { latitude: number; longitude: number };
  };
  hours: OpeningHours[];
  specialHours: SpecialHours[];
  social: SocialLink[];
  announcement: Announcement | null;
}

export interface NavLink {
  label: string;
  to: string;
}

export const site = {
  brand: "Ironpeak",
  tagline: "Make your body fit and perfect",
  description:
    "Ironpeak is a training club for strength, conditioning and calm: expert coaches, modern equipment and classes every day of the week.",
  /** The gym's IANA time zone: class times are wall-clock times here, DST included. */
  timeZone: "Europe/London",
  contact: {
    address: "1 Foundry Lane, Riverside, London E1 7AA",
    phone: "+44 20 7946 0000",
    /** Dials the number shown: its digits and the leading +. */
    get phoneHref() {
      return `tel:${this.phone.replace(/[^\d+]/g, "")}`;
    },
    email: "hello@ironpeak.example",
    /** Where the map on the contact page is centred. */
    location: { latitude: 51.5112, longitude: -0.0668 },
  },
  about:
    "Ironpeak is a training floor built for people who want to get stronger, move better and stay with it. Our coaches plan every session, from your first lift to your next personal best.",
  /** The one source of the opening hours (footer, contact page, JSON-LD); every class lies inside them. */
  hours: [
    {
      label: "Mon–Fri",
      days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      opens: "07:00",
      closes: "21:00",
    },
    { label: "Saturday", days: ["saturday"], opens: "07:00", closes: "19:00" },
    { label: "Sunday", days: ["sunday"], opens: "08:00", closes: "20:00" },
  ] satisfies OpeningHours[] as OpeningHours[],
  social: [
    { network: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
    { network: "twitter", label: "Twitter", href: "https://twitter.com/" },
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
  ] satisfies SocialLink[],
} as const;

/** A phone number as a link dials it: its digits and the leading +. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The sample gym's details: a new install's, imported into the database on its first start. */
export const sampleSiteDetails: SiteDetails = {
  contact: {
    address: site.contact.address,
    phone: site.contact.phone,
    email: site.contact.email,
    location: { ...site.contact.location },
  },
  hours: site.hours.map((line) => ({ ...line, days: [...line.days] })),
  specialHours: [],
  social: site.social.map((link) => ({ ...link })),
  announcement: null,
};

/** Header order: the pages a visitor looks for first come first. */
export const primaryNav: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Gallery", to: "/gallery/page-1" },
  { label: "Schedule", to: "/schedule" },
  { label: "Blog", to: "/blog" },
  { label: "Pricing", to: "/pricing" },
  { label: "Classes", to: "/classes" },
  { label: "Contact", to: "/contact" },
];

/** The full-screen mobile menu lists the same pages in the order a phone visitor looks for them. */
export const mobileNav: NavLink[] = [
  "Home",
  "About",
  "Schedule",
  "Gallery",
  "Blog",
  "Contact",
  "Pricing",
  "Classes",
].map((label) => {
  const link = primaryNav.find((item) => item.label === label);
  if (!link) throw new Error(`Mobile menu names an unknown page: ${label}`);
  return link;
});

/** The footer's "Our Classes": the first classes of the gym's list, each linked to its week on the schedule. */
export function footerClassLinks(classes: readonly { slug: string; title: string }[]): NavLink[] {
  return classes.slice(0, 5).map((gymClass) => ({
    label: gymClass.title,
    to: `/schedule/week?class=${gymClass.slug}`,
  }));
}
