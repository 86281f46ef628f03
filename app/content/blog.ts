import { artwork, type ImageAsset } from "./artwork.ts";
import { site } from "./site.ts";

/**
 * The blog: its articles (their Markdown bodies are in article-bodies.ts, by slug), the
 * categories and tags they are filed under, and the sidebar's offer. What is counted or
 * sorted (newest first, category counts, recent posts, the home page's teaser) is worked
 * out from these lists (app/features/blog/).
 */
export interface Article {
  /** The article's address: /blog/<slug>. */
  slug: string;
  title: string;
  author: string;
  /** The day it was published, "2026-11-18". */
  published: string;
  /** One of `categories`. */
  category: string;
  /** Some of `tags`. */
  tags: string[];
  /** One or two sentences: the article's card, the home page's teaser, the feed and search engines show it. */
  summary: string;
  image: ImageAsset;
}

interface ArticleEntry extends Omit<Article, "image"> {
  /** What the picture shows, for visitors who cannot see it. */
  alt: string;
}

function article({ alt, ...entry }: ArticleEntry): Article {
  return { ...entry, image: artwork("blog", entry.slug, alt) };
}

export const articles: Article[] = [
  article({
    slug: "boxing-first-class",
    title: "Your First Boxing Class: What to Expect",
    author: "Leon Hart",
    published: "2026-11-18",
    category: "Boxing",
    tags: ["Boxing", "Fitness", "Workout"],
    summary:
      "Gloves, wraps, rounds and the bell: what an hour of beginners' boxing holds, and how to get the most from your first one.",
    alt: "A boxing glove raised to strike",
  }),
  article({
    slug: "crossfit-scaling",
    title: "How to Scale a Crossfit Workout",
    author: "Daniel Reyes",
    published: "2026-11-04",
    category: "Crossfit",
    tags: ["Crossfit", "Workout", "Gym"],
    summary:
      "The whiteboard is written for someone with years of training. Scaling the load, the range or the volume keeps the workout's point, and keeps you training.",
    alt: "A kettlebell ready to swing",
  }),
  article({
    slug: "jump-rope-conditioning",
    title: "Jump Rope Conditioning, the Boxer's Way",
    author: "Nina Brooks",
    published: "2026-10-21",
    category: "Fitness",
    tags: ["Boxing", "Fitness", "Workout"],
    summary:
      "Ten minutes, one rope and a few square metres of floor: the conditioning round every boxing gym starts with.",
    alt: "A jump rope mid-swing",
  }),
  article({
    slug: "yoga-for-lifters",
    title: "Yoga for Lifters Who Hate Yoga",
    author: "Maya Okafor",
    published: "2026-10-07",
    category: "Body Building",
    tags: ["Yoga", "Gym"],
    summary:
      "A practical twenty-minute sequence that opens the upper back for overhead pressing and lets you reach depth in the squat without a fight.",
    alt: "A lifter pressing a barbell overhead",
  }),
  article({
    slug: "breathing-drills",
    title: "Breathing Drills That Calm a Busy Mind",
    author: "Maya Okafor",
    published: "2026-09-23",
    category: "Meditation",
    tags: ["Meditation"],
    summary:
      "Box breathing, the long exhale and counting to ten: three drills to bring a racing heart down between sets and a racing mind down before sleep.",
    alt: "A figure seated in meditation",
  }),
  article({
    slug: "mobility-strength",
    title: "Why Mobility Work Makes You Stronger",
    author: "Sam Whitaker",
    published: "2026-09-09",
    category: "Body Building",
    tags: ["Gym", "Workout"],
    summary:
      "Strength you cannot reach is strength you cannot use. Ten minutes for ankles, hips and upper back before you lift.",
    alt: "A figure reaching both arms overhead",
  }),
  article({
    slug: "balance-poses",
    title: "Balance Poses for Runners",
    author: "Nina Brooks",
    published: "2026-08-26",
    category: "Yoga",
    tags: ["Running", "Yoga"],
    summary:
      "Every stride is a single-leg balance. Tree pose, warrior three and half moon build the stability that keeps knees tracking straight over the miles.",
    alt: "A figure balancing in a standing pose",
  }),
  article({
    slug: "recovery-days",
    title: "How to Spend a Recovery Day",
    author: "Sam Whitaker",
    published: "2026-08-12",
    category: "Fitness",
    tags: ["Fitness", "Yoga"],
    summary:
      "Rest is not the same as doing nothing: an easy walk, proper meals and a long night's sleep do more for your next session than another hard one.",
    alt: "A lotus flower in soft light",
  }),
  article({
    slug: "morning-routine",
    title: "A Ten-Minute Morning Routine",
    author: "Maya Okafor",
    published: "2026-07-29",
    category: "Meditation",
    tags: ["Meditation", "Yoga"],
    summary:
      "Before the coffee and the phone: breathing and sun salutations that wake the body gently and set a steady tone for the day.",
    alt: "A head with a heart inside, for a calm mind",
  }),
  article({
    slug: "hip-opening-flow",
    title: "Five Yoga Flows to Open Tight Hips",
    author: "Maya Okafor",
    published: "2026-07-15",
    category: "Yoga",
    tags: ["Yoga", "Workout"],
    summary: "Ten minutes on a mat to undo a day at the desk and squat deeper tomorrow.",
    alt: "A figure in a deep yoga lunge",
  }),
];

/** The categories, in the sidebar's order; every article is in one, and every one has an article. */
export const categories = ["Body Building", "Boxing", "Crossfit", "Fitness", "Meditation", "Yoga"];

/** The tags the sidebar offers, in its order; an article has some of them. */
export const tags = ["Crossfit", "Fitness", "Gym", "Meditation", "Running", "Workout", "Yoga", "Boxing"];

/** What the blog is about, for search engines and feed readers. */
export const blogDescription = `Training, yoga, nutrition and recovery advice from the ${site.brand} coaches.`;

/** How many of the latest articles the sidebar lists, and the home page shows. */
export const recentPostCount = 4;
export const homeTeaserCount = 3;

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** How the blog writes a day: "2026-11-18" → "18 November 2026", as the schedule writes its dates. */
export function formatArticleDate(isoDate: string): string {
  const [year = "", month = "1", day = "1"] = isoDate.split("-");
  return `${Number(day)} ${months[Number(month) - 1] ?? ""} ${year}`;
}
