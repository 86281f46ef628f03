import { artwork } from "#app/content/artwork.ts";
import type { SearchableArticle } from "./searchArticles.ts";

/** Articles of the search tests' own, so what they expect does not depend on the gym's blog. */
export const testArticles: SearchableArticle[] = [
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
].map(([slug = "", title = "", body = "", category = ""], index) => ({
  slug,
  title,
  summary: `Notes from coach ${index + 1}.`,
  body,
  category,
  tags: index === 0 ? ["Barbell"] : [],
  author: "Coach",
  published: `2026-05-0${index + 1}`,
  image: artwork("blog", slug, title),
}));
