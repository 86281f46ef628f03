import type { CreditProduct, MembershipProduct } from "#app/content/products.ts";

/**
 * A product as the database keeps it (decision 0210): what app/content/products.ts says of
 * a product (its kind, name, price, credits or weekly limit), always with a description and
 * whether it is the "most popular", and the record's own facts: its currency, its place on
 * the pricing page, whether it is still sold, and its version.
 */
interface ProductRecord {
  description: string;
  mostPopular: boolean;
  /** ISO 4217: the currency its price is in. */
  currency: string;
  /** The pricing page's order, from 1. */
  position: number;
  /** When it stopped being sold; null while it is for sale. */
  retiredAt: string | null;
  /** Raised by every change of the product: a save from an older one is refused. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type StoredMembership = MembershipProduct & ProductRecord;
export type StoredCreditProduct = CreditProduct & ProductRecord;
export type StoredProduct = StoredMembership | StoredCreditProduct;

export type ProductKind = StoredProduct["kind"];

export const productKinds = ["membership", "pack", "drop-in", "intro"] as const satisfies readonly ProductKind[];

/** The whole of what the gym sells and sold, as one snapshot holds it: every product, in the pricing page's order. */
export interface ProductsData {
  products: StoredProduct[];
}

export const byPosition = (a: StoredProduct, b: StoredProduct) => a.position - b.position || a.id.localeCompare(b.id);
