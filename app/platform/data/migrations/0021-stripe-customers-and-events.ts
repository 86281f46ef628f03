import type { MigrationStep } from "./step.ts";

/**
 * Online payment with Stripe (app/features/payments/, decision 0051):
 * - stripe_customers: the Stripe customer of a member (one each, both ways unique), made
 *   before their first Checkout so the Customer Portal and every later payment find them.
 * - stripe_events: every Stripe event whose effect has been applied, written in the same
 *   transaction as the effect, so a redelivered or replayed event (`npm run payments --
 *   sync`) does nothing twice. `created_at` is Stripe's time of the event.
 */
export const stripeCustomersAndEvents: MigrationStep = {
  id: "0021_stripe_customers_and_events",
  statements: [
    `CREATE TABLE IF NOT EXISTS stripe_customers (
      user_id TEXT PRIMARY KEY,
      customer_id TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS stripe_events (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      created_at TEXT NOT NULL,
      processed_at TEXT NOT NULL
    )`,
  ],
};
