import { artwork, type ImageAsset } from "./artwork.ts";

/**
 * The coaches a new gym starts from: the first start imports them into the database, and
 * staff edit them in /staff from then on. Those with a portrait are shown in the team section.
 */
export interface Trainer {
  name: string;
  job: string;
  /** Their portrait in public/artwork/trainers (`<portrait>-<width>.webp`); without one they are not in the team section. */
  portrait?: string;
}

export const trainers: Trainer[] = [
  { name: "Maya Okafor", job: "Yoga Trainer", portrait: "yoga-trainer" },
  { name: "Daniel Reyes", job: "Crossfit Trainer", portrait: "crossfit-trainer" },
  { name: "Sam Whitaker", job: "Personal Trainer", portrait: "personal-trainer" },
  { name: "Nina Brooks", job: "Fitness and Running Coach" },
  { name: "Leon Hart", job: "Boxing and Strength Coach" },
  { name: "Aiko Tanaka", job: "Martial Arts Coach" },
];

/** A portrait with its alt text: "Illustrated portrait of Maya Okafor, yoga trainer". */
export function trainerImage(name: string, job: string, portrait: string): ImageAsset {
  return artwork("trainers", portrait, `Illustrated portrait of ${name}, ${job.toLowerCase()}`);
}

/** The portraits staff may give a trainer in /staff: the ones the site ships. */
export const trainerPortraits: string[] = trainers.flatMap((trainer) => (trainer.portrait ? [trainer.portrait] : []));

/** Every shipped portrait as a picture (so the content check finds each file). */
export const trainerPortraitImages: ImageAsset[] = trainerPortraits.map((portrait) =>
  trainerImage(portrait, "", portrait),
);

/** The four networks each trainer card shows as marks (marks, not links: the sample trainers have no profiles to link to). */
export const trainerSocialMarks = ["facebook", "twitter", "instagram", "email"] as const;
