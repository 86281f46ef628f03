/** Why a purchase was not started: a sentence for the member, and whether their billing portal is the way on. */
export class CheckoutRefused extends Error {
  override name = "CheckoutRefused";
  readonly toBillingPortal: boolean;
  /** Seconds to wait: the member started too many purchases in a while (checkout-limit.server.ts). */
  readonly retryAfter: number | null;
  constructor(
    message: string,
    { toBillingPortal = false, retryAfter = null }: { toBillingPortal?: boolean; retryAfter?: number | null } = {},
  ) {
    super(message);
    this.toBillingPortal = toBillingPortal;
    this.retryAfter = retryAfter;
  }
}
