/**
 * Offers: promo codes a member gives at the desk or when buying online (issue 31). These are
 * the sample offers a new install starts from: the first start imports them into the
 * database, which owns them after that (decision 0212; the owner edits them at
 * /staff/offers). The offer a banner promotes is shown in the blog's sidebar and on the home
 * page, and leads to the pricing page with its code.
 */
export interface SampleOffer {
  /** Stable id: sales' uses of the offer name it. */
  id: string;
  /** What a member types: letters, digits and hyphens, kept in upper case. */
  code: string;
  /** The banner's headline words beside the discount ("Flat Discount"). */
  title: string;
  /** What it is, in full: the banner and the pricing page say it. */
  description: string;
  /** Exactly one of the two: a percentage, or an amount in minor units (tax included). */
  percentOff: number | null;
  amountOff: number | null;
  /** Which products: every one, every membership, every class pass, or those of `productIds`. */
  appliesTo: "all" | "memberships" | "passes" | "products";
  productIds: string[];
  /** Uses in all; null for no limit. */
  maxUses: number | null;
  oncePerMember: boolean;
  /** The gym's dates (YYYY-MM-DD), both included; null for no bound. */
  from: string | null;
  until: string | null;
  /** The blog's and the home page's banner shows it. */
  promoted: boolean;
}

export const sampleOffers: SampleOffer[] = [
  {
    id: "first34",
    code: "FIRST34",
    title: "Flat Discount",
    description: "34% off the first month of any membership, once per member. Give the code FIRST34 when you join.",
    percentOff: 34,
    amountOff: null,
    appliesTo: "memberships",
    productIds: [],
    maxUses: null,
    oncePerMember: true,
    from: null,
    until: null,
    promoted: true,
  },
];
