import { artwork, type ImageAsset } from "./artwork.ts";

export interface Trainer {
  name: string;
  job: string;
  image: ImageAsset;
}

export const trainers: Trainer[] = [
  {
    name: "Maya Okafor",
    job: "Yoga Trainer",
    image: artwork("trainers", "yoga-trainer", "Illustrated portrait of Maya Okafor, yoga trainer"),
  },
  {
    name: "Daniel Reyes",
    job: "Crossfit Trainer",
    image: artwork("trainers", "crossfit-trainer", "Illustrated portrait of Daniel Reyes, crossfit trainer"),
  },
  {
    name: "Sam Whitaker",
    job: "Personal Trainer",
    image: artwork("trainers", "personal-trainer", "Illustrated portrait of Sam Whitaker, personal trainer"),
  },
];

/** The four networks each trainer card shows as marks (marks, not links: the sample trainers have no profiles to link to). */
export const trainerSocialMarks = ["facebook", "twitter", "instagram", "email"] as const;
