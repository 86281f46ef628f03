/**
 * Why a change to a product or an offer was refused: a stable code for the JSON API, a
 * sentence for the owner at /staff/products or /staff/offers, and an HTTP status.
 */
const STATUS = {
  /** A field that is not what it should be, or does not fit the product's kind. */
  INVALID_INPUT: 400,
  UNKNOWN_PRODUCT: 400,
  PRODUCT_NOT_FOUND: 404,
  OFFER_NOT_FOUND: 404,
  /** Someone else saved it since the form or the script read it. */
  STALE_VERSION: 409,
  /** Another product has that id, or another offer that code. */
  ID_TAKEN: 409,
  CODE_TAKEN: 409,
  /** Moving subscriptions (decision 0213): a product that is not a membership, or not for sale. */
  NOT_A_MEMBERSHIP: 409,
  PRODUCT_RETIRED: 409,
  /** This server has no Stripe key: no one pays online through it. */
  PAYMENTS_OFF: 409,
  /** Stripe could not be reached for the product's Price: nothing was moved. */
  STRIPE_UNAVAILABLE: 502,
} as const;

export type ShopRefusalCode = keyof typeof STATUS;

export class ShopRefused extends Error {
  override name = "ShopRefused";
  readonly code: ShopRefusalCode;
  readonly status: number;

  constructor(code: ShopRefusalCode, message: string) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
  }
}
