/** The home page's about cards. */
export type FeatureIcon = "progression" | "workout" | "nutrition";

export interface Feature {
  title: string;
  description: string;
  icon: FeatureIcon;
}

export const features: Feature[] = [
  {
    title: "Progression",
    description: "We test, we plan and we track, so every month you lift more, run further and move better.",
    icon: "progression",
  },
  {
    title: "Workout",
    description: "Coached sessions for every level, from your first squat to competition prep.",
    icon: "workout",
  },
  {
    title: "Nutritions",
    description: "Simple eating plans that fit your week and fuel your training, not a diet you will quit.",
    icon: "nutrition",
  },
];
