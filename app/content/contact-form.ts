/** The class select of the contact form (the seed's 'Katate' corrected to Karate). */
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
