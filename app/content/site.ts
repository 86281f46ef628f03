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
