import { artwork, type ImageAsset } from "./artwork.ts";

/** The blog: seven articles, with the sidebar's categories, recent posts, tags and offer. */
export interface Article {
  slug: string;
  title: string;
  author: string;
  date: string;
  category: string;
  body: string;
  image: ImageAsset;
}

/** The sample articles share one author, date and category. */
const byline = { author: "Admin", date: "March 11, 2022", category: "Yoga" } as const;

function article(slug: string, title: string, body: string, pictogram: string): Article {
  return { slug, title, body, ...byline, image: artwork("blog", slug, pictogram) };
}

export const articles: Article[] = [
  article(
    "hip-opening-flow",
    "Five Yoga Flows to Open Tight Hips",
    "Hours at a desk shorten the hip flexors and pull your squat out of line. These five slow flows take ten minutes, need only a mat, and leave your lower back grateful after a heavy leg day.",
    "A figure in a deep yoga lunge",
  ),
  article(
    "breathing-drills",
    "Breathing Drills That Calm a Busy Mind",
    "Box breathing, long exhales and a simple count: three drills our meditation coach uses to bring a racing heart rate down between sets and a racing mind down before sleep.",
    "A figure seated in meditation",
  ),
  article(
    "mobility-strength",
    "Why Mobility Work Makes You Stronger",
    "Strength you cannot reach is strength you cannot use. Better shoulder and ankle range lets you load positions safely, and the lifters who stretch are the ones still lifting at sixty.",
    "A figure reaching both arms overhead",
  ),
  article(
    "recovery-days",
    "How to Spend a Recovery Day",
    "Rest is not the same as doing nothing. A walk, a gentle yoga class and a proper meal do more for Monday's session than another hard workout squeezed in on Sunday.",
    "A lotus flower in soft light",
  ),
  article(
    "balance-poses",
    "Balance Poses for Runners",
    "Every running stride is a single-leg balance. Tree pose, warrior three and half moon build the ankle and hip stability that keeps knees tracking straight over the miles.",
    "A figure balancing in a standing pose",
  ),
  article(
    "yoga-for-lifters",
    "Yoga for Lifters Who Hate Yoga",
    "No chanting, no pretzels: a practical twenty-minute sequence that opens the thoracic spine for overhead pressing and lets you hit depth in the squat without a fight.",
    "A lifter pressing a barbell overhead",
  ),
  article(
    "morning-routine",
    "A Ten-Minute Morning Routine",
    "Before coffee and before the phone: a short sequence of sun salutations and breathing that wakes the body gently and sets a steady tone for the rest of the day.",
    "A head with a heart inside, for a calm mind",
  ),
];

export interface Category {
  name: string;
  count: number;
}

export const categories: Category[] = ["Body Building", "Boxing", "Crossfit", "Fitness", "Meditation", "Yoga"].map(
  (name) => ({ name, count: 4 }),
);

export interface RecentPost {
  title: string;
  date: string;
  image: ImageAsset;
}

export const recentPosts: RecentPost[] = [
  { title: "Building a Home Workout Corner", slug: "mobility-strength" },
  { title: "The Truth About Pre-Workout", slug: "yoga-for-lifters" },
  { title: "Sleep: Your Best Recovery Tool", slug: "recovery-days" },
  { title: "Couch to First 5K in Eight Weeks", slug: "balance-poses" },
  { title: "Meal Prep for Busy Weeks", slug: "morning-routine" },
  { title: "Finding Calm After a Hard Session", slug: "breathing-drills" },
].map(({ title, slug }) => ({ title, date: "March 22, 2022", image: articleArtwork(slug) }));

/** A recent post's thumbnail is an article's picture: the same file, described the same way. */
function articleArtwork(slug: string): ImageAsset {
  const image = articles.find((article) => article.slug === slug)?.image;
  if (!image) throw new Error(`No blog article '${slug}' to take a recent post's picture from`);
  return image;
}

export const tags = ["Crossfit", "Fitness", "Gym", "Meditation", "Running", "Workout", "Yoga", "Boxing"] as const;

export const blogOffer = { discount: "34%", label: "Flat Discount", text: "on your first three months" } as const;
