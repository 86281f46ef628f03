import { artwork, type ImageAsset } from "./artwork.ts";
import { type OpeningHours, site } from "./site.ts";

/** The days of the week the gym opens, by its hours (the sample's by default). */
export const openDaysOf = (hours: readonly OpeningHours[] = site.hours): number =>
  new Set(hours.flatMap((line) => line.days)).size;

/**
 * The promises beside "who we are", counted from the gym's schedule (the classes and
 * trainers staff keep in /staff) and its opening hours (/staff/site), so they stay true when
 * a class or a coach comes or goes, or the gym opens another day.
 */
export function whoWeAreHighlights({
  classes,
  coaches,
  openDays = openDaysOf(),
}: {
  classes: number;
  coaches: number;
  openDays?: number;
}): string[] {
  return [`${classes} weekly classes`, `${coaches} specialist coaches`, `Open ${openDays} days`];
}

/** Who we are: shown on the home page and the about page. */
export const whoWeAre = {
  label: "Who we are",
  heading: "We Will Give You Strength and Health",
  text: "Our team of expert trainers and nutritionists will make a personalized fitness and nutrition plan for you: built around your goals, your schedule and the food you actually like, and reviewed with you every month.",
  image: artwork("about", "who-we-are", "A weightlifter pressing a barbell overhead in red light"),
  /** The badge on the picture. */
  badge: { figure: "10+", text: "years of coaching" },
} as const;

export interface HistoryBlock {
  year: string;
  title: string;
  text: string;
  image: ImageAsset;
}

export const history: HistoryBlock[] = [
  {
    year: "2012",
    title: "Our History",
    text: "Ironpeak began as one room under a railway arch: four barbells, a pull-up bar and a coach who believed anyone could learn to lift. Members brought friends, friends brought families, and within two years the waiting list was longer than the membership.",
    image: artwork("about", "history-first-floor", "A dumbbell on the first training floor"),
  },
  {
    year: "2019",
    title: "Our History",
    text: "We moved into the old foundry on Foundry Lane and built the gym we had always wanted: a full strength floor, a cycling studio, a quiet room for yoga and meditation, and a team of coaches and nutritionists who plan with you, not for you.",
    image: artwork("about", "history-new-studios", "A rider sprinting in the new cycling studio"),
  },
];
