import { artwork } from "#app/content/artwork.ts";
import type { Article } from "#app/content/blog.ts";

/** Articles of the search tests' own, so what they expect does not depend on the gym's blog. */
export const testArticles: Article[] = [
  [
    "squat-depth",
    "Find Your Squat Depth",
    "Ankles, hips and a box to sit back to: three checks before you load the bar.",
    "Strength",
  ],
  ["calm-breath", "Breathing That Calms a Busy Mind", "Long exhales slow a racing heart between sets.", "Meditation"],
  [
    "trail-runners",
    "Balance Work for Trail Runners",
    "Single-leg drills keep knees tracking straight on uneven ground.",
    "Running",
  ],
  ["thoracic-opener", "Open Your Upper Back", "A thoracic rotation routine for overhead pressing.", "Mobility"],
].map(([slug = "", title = "", body = "", category = ""]) => ({
  slug,
  title,
  body,
  category,
  author: "Coach",
  date: "May 1, 2026",
  image: artwork("blog", slug, title),
}));
