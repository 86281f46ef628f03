/**
 * The shop window the database owns after the first start (decisions 0210–0212): the
 * products and offers, the uses of offers, and the Stripe objects made for them.
 */

/** What the gym sells (migration 0155); amounts in minor units of `currency`. */
export interface ProductsTable {
  /** Stable: sales, memberships and credit grants name it. */
  id: string;
  kind: "membership" | "pack" | "drop-in" | "intro";
  name: string;
  description: string;
  price: number;
  /** ISO 4217. */
  currency: string;
  /** Memberships: classes a week, null for unlimited. */
  classes_per_week: number | null;
  /** Memberships: charged with the first month; 0 for none. */
  joining_fee: number;
  /** Credit products: how many, valid `valid_days` from the sale; null for a membership. */
  credits: number | null;
  valid_days: number | null;
  /** 1 for an intro offer: one person may buy it once. */
  once_per_person: number;
  /** 1: the pricing page marks it "Most popular". */
  most_popular: number;
  /** The pricing page's order. */
  position: number;
  /** When it stopped being sold; null while it is for sale. */
  retired_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A product's Stripe Product (migration 0155). */
export interface StripeProductsTable {
  product_id: string;
  stripe_product_id: string;
  /** The product's version whose name, description and state Stripe has. */
  synced_version: number;
  created_at: string;
}

/** A Stripe Price made for a product at one amount (migration 0155); `active` 0 once archived. */
export interface StripePricesTable {
  stripe_price_id: string;
  product_id: string;
  unit_amount: number;
  currency: string;
  /** "month" for a membership's price, "none" for a one-time one. */
  recurring: "month" | "none";
  active: number;
  created_at: string;
}

/** A promo code (migration 0156). */
export interface OffersTable {
  id: string;
  /** Upper case, unique. */
  code: string;
  /** The banner's words ("Flat Discount") and what the offer is, said to members. */
  title: string;
  description: string;
  /** Exactly one of the two. */
  percent_off: number | null;
  /** Minor units of `currency`, tax included. */
  amount_off: number | null;
  currency: string;
  applies_to: "all" | "memberships" | "passes" | "products";
  /** A JSON array of product ids: the products, when `applies_to` is "products". */
  product_ids: string;
  /** Uses in all; null for no limit. */
  max_uses: number | null;
  once_per_member: number;
  /** ISO instants; null for no bound. */
  starts_at: string | null;
  ends_at: string | null;
  /** 1: the blog's and the home page's banner shows it. */
  promoted: number;
  retired_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** One use of an offer (migration 0156): held while the member pays in Checkout, used once sold. */
export interface OfferRedemptionsTable {
  id: string;
  offer_id: string;
  /** null once the member's account is deleted: the use stays counted. */
  user_id: string | null;
  /** The offer's once-per-member rule when it was used (the unique index applies to these). */
  once_per_member: number;
  state: "held" | "used";
  /** A hold's end: the Checkout it waits for expires before. */
  held_until: string | null;
  sale_id: string | null;
  checkout_session_id: string | null;
  /** What it took off, tax included, in minor units of `currency`. */
  discount: number;
  currency: string;
  created_at: string;
}

/** An offer's Stripe coupon and promotion code for one set of terms (migration 0156). */
export interface StripeCouponsTable {
  offer_id: string;
  /** The terms they were made with (discount, products, end), as a key. */
  terms: string;
  coupon_id: string;
  promotion_code_id: string;
  active: number;
  created_at: string;
}

/** These tables, as tables.ts's `Tables` includes them. */
export interface ShopTables {
  products: ProductsTable;
  stripe_products: StripeProductsTable;
  stripe_prices: StripePricesTable;
  offers: OffersTable;
  offer_redemptions: OfferRedemptionsTable;
  stripe_coupons: StripeCouponsTable;
}
