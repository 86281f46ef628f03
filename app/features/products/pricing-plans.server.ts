import { defaultPlanLook, type Plan, planLooks } from "#app/content/plans.ts";
import { allowanceText, majorUnits } from "#app/content/products.ts";
import { currentProducts, type ProductCatalog, type StoredMembership } from "./current-products.server.ts";

/** "39" for a whole amount, "39.50" otherwise: a card writes the currency's symbol beside it. */
export function cardPrice(minor: number, currency: string): string {
  const major = majorUnits(minor, currency);
  return Number.isInteger(major) ? String(major) : major.toFixed(2);
}

function planOf(product: StoredMembership): Plan {
  const look = planLooks[product.id] ?? defaultPlanLook;
  return {
    productId: product.id,
    name: product.name,
    price: cardPrice(product.price, product.currency),
    allowance: allowanceText(product.classesPerWeek),
    description: product.description,
    features: look.features,
    image: look.image,
    featured: product.mostPopular,
  };
}

/** The pricing chart's cards: the memberships for sale, in the owner's order. */
export function pricingPlans(catalog: ProductCatalog = currentProducts()): Plan[] {
  return catalog.memberships.map(planOf);
}

/** The home page's "Start here" card: the first membership for sale, or none. */
export function starterPlan(catalog: ProductCatalog = currentProducts()): Plan | null {
  const first = catalog.memberships[0];
  return first ? planOf(first) : null;
}
