import { z } from "zod";
import { optionalString } from "./env-fields.ts";

/** The environment's settings for online payment (validated by env.server.ts; checked together in stripe-settings.server.ts). */
export const stripeVariables = {
  /**
   * Online payment with Stripe (app/features/payments, docs/payments.md): the secret (or
   * restricted) API key and the webhook endpoint's signing secret, both or neither. Without
   * them members buy at the front desk.
   */
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, "must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "must be a Stripe webhook signing secret (whsec_…)")
      .optional(),
  ),
  /** Where the Stripe API is, for a local stand-in (stripe-mock, the tests' server); Stripe's own by default. */
  STRIPE_API_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
};
