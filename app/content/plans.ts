import { artwork, type ImageAsset } from "./artwork.ts";

/** Membership plans: the pricing section's three cards and the home page's beginners card. */
export interface Plan {
  name: string;
  /** Monthly price in dollars, whole, as the pricing cards print it. */
  price: string;
  features: string[];
  image: ImageAsset;
}

export const planCurrency = "$";
export const planPeriod = "p/m";

const beginnerFeatures = ["Free Hand", "Gym Fitness", "Weight Loss", "Personal Trainer", "Cycling"];

export const plans: Plan[] = [
  {
    name: "Beginners",
    price: "39",
    features: beginnerFeatures,
    image: artwork("plans", "starter", "A runner in red light"),
  },
  {
    name: "Advanced",
    price: "65",
    features: [...beginnerFeatures, "Group Classes"],
    image: artwork("plans", "strength", "A lifter pressing a barbell overhead"),
  },
  {
    name: "Professional",
    price: "100",
    features: [...beginnerFeatures, "Group Classes", "Nutrition Plan"],
    image: artwork("plans", "unlimited", "A trophy in warm light"),
  },
];

/** The plan the home page's single pricing card offers. */
export const beginnersPlan = plans[0] as Plan;

export const pricingSection = {
  label: "Pricing chart",
  heading: "Exclusive Pricing Plan",
  subtitle: "No joining fee and no long contract: pick a plan, train this week, change plan whenever your goals do.",
} as const;
