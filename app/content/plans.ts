import { artwork, type ImageAsset } from "./artwork.ts";
import { currencySymbol } from "./products.ts";

/**
 * Membership plans: the pricing section's cards and the home page's starter card. Names,
 * prices and the "most popular" mark come from the memberships for sale (the database's
 * products, decision 0210); this module adds only how a card looks: its features and its
 * picture, by product id, and the look of a membership added at /staff/products.
 */
export interface Plan {
  productId: string;
  name: string;
  /** Monthly price in major units of the gym's currency ("39", "39.50"), from the product. */
  price: string;
  /** What it lets a member book, from the product: "2 classes a week", "Unlimited classes". */
  allowance: string;
  /** The product's own description; "" for none. */
  description: string;
  features: string[];
  image: ImageAsset;
  /** Marked "Most popular". */
  featured: boolean;
}

export interface PlanLook {
  features: string[];
  image: ImageAsset;
}

export const planCurrency = currencySymbol;
export const planPeriod = "p/m";

const beginnerFeatures = ["Free Hand", "Gym Fitness", "Weight Loss", "Personal Trainer", "Cycling"];

/** Each sample membership's card, by its product id. */
export const planLooks: Readonly<Record<string, PlanLook>> = {
  beginners: { features: beginnerFeatures, image: artwork("plans", "starter", "A runner in red light") },
  advanced: {
    features: [...beginnerFeatures, "Group Classes"],
    image: artwork("plans", "strength", "A lifter pressing a barbell overhead"),
  },
  professional: {
    features: [...beginnerFeatures, "Group Classes", "Nutrition Plan"],
    image: artwork("plans", "unlimited", "A trophy in warm light"),
  },
};

/** The card of a membership with no look of its own: its description says what it is. */
export const defaultPlanLook: PlanLook = {
  features: [],
  image: artwork("plans", "strength", "A lifter pressing a barbell overhead"),
};

export const pricingSection = {
  label: "Pricing chart",
  heading: "Exclusive Pricing Plan",
  subtitle: "No joining fee and no long contract: pick a plan, train this week, change plan whenever your goals do.",
} as const;
