import { artwork, type ImageAsset } from "./artwork.ts";
import { allowanceText, currencySymbol, findProduct, majorUnits, type ProductId } from "./products.ts";

/**
 * Membership plans: the pricing section's three cards and the home page's beginners card.
 * Names and prices come from the memberships in products.ts (what is sold); this module
 * adds only how a card looks: its features and picture.
 */
export interface Plan {
  productId: ProductId;
  name: string;
  /** Monthly price in major units of the gym's currency ("39"), from the product. */
  price: string;
  /** What it lets a member book, from the product: "2 classes a week", "Unlimited classes". */
  allowance: string;
  features: string[];
  image: ImageAsset;
}

export const planCurrency = currencySymbol;
export const planPeriod = "p/m";

const beginnerFeatures = ["Free Hand", "Gym Fitness", "Weight Loss", "Personal Trainer", "Cycling"];

/** A card for the membership `productId`: its name and price as the product says. */
function plan(productId: ProductId, look: Pick<Plan, "features" | "image">): Plan {
  const product = findProduct(productId);
  if (product?.kind !== "membership") throw new Error(`Plan "${productId}" is not a membership in products.ts.`);
  const allowance = allowanceText(product.classesPerWeek);
  return { productId, name: product.name, price: String(majorUnits(product.price)), allowance, ...look };
}

export const plans: Plan[] = [
  plan("beginners", { features: beginnerFeatures, image: artwork("plans", "starter", "A runner in red light") }),
  plan("advanced", {
    features: [...beginnerFeatures, "Group Classes"],
    image: artwork("plans", "strength", "A lifter pressing a barbell overhead"),
  }),
  plan("professional", {
    features: [...beginnerFeatures, "Group Classes", "Nutrition Plan"],
    image: artwork("plans", "unlimited", "A trophy in warm light"),
  }),
];

/** The plan the home page's single pricing card offers. */
export const beginnersPlan = plans[0] as Plan;

export const pricingSection = {
  label: "Pricing chart",
  heading: "Exclusive Pricing Plan",
  subtitle: "No joining fee and no long contract: pick a plan, train this week, change plan whenever your goals do.",
} as const;
