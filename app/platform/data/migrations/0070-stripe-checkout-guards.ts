import type { MigrationStep } from "./step.ts";

/**
 * Guards around Stripe Checkout (app/features/payments/, decision 0110):
 * - memberships.stripe_checkout_session_id: the Checkout Session a membership was bought
 *   through, written in the transaction that recorded it, so the way back from Checkout
 *   (`/account?checkout=…`) knows it is recorded without asking Stripe. Unique; null for a
 *   membership sold at the desk, or recorded before this step until its Checkout is applied again.
 * - stripe_checkout_locks: one row while a member's membership Checkout is being started,
 *   held until `held_until` (a lease, so a server that dies holding it frees it), so two
 *   presses at the same instant, on any server, start one Checkout between them.
 */
const column = "memberships ADD COLUMN stripe_checkout_session_id TEXT";

const index =
  "CREATE UNIQUE INDEX IF NOT EXISTS memberships_stripe_checkout_session ON memberships (stripe_checkout_session_id)";

export const stripeCheckoutGuards: MigrationStep = {
  id: "0070_stripe_checkout_guards",
  statements: [
    `CREATE TABLE IF NOT EXISTS stripe_checkout_locks (
      user_id TEXT PRIMARY KEY,
      token TEXT NOT NULL,
      held_until TEXT NOT NULL
    )`,
  ],
  perDatabase: {
    // SQLite has no ADD COLUMN IF NOT EXISTS; a step runs in one transaction with its schema_migrations row.
    sqlite: [`ALTER TABLE ${column}`, index],
    postgres: [`ALTER TABLE ${column.replace("ADD COLUMN", "ADD COLUMN IF NOT EXISTS")}`, index],
  },
};
