/** The class select of the contact form (product.md: Karate, not 'Katate'). */
export const contactClassOptions = [
  "Body Building",
  "Boxing",
  "Running",
  "Fitness",
  "Yoga",
  "Workout",
  "Karate",
  "Meditation",
  "Cycling",
] as const;

export type ContactClassOption = (typeof contactClassOptions)[number];
