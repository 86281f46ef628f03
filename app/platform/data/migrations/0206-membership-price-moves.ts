import type { MigrationStep } from "./step.ts";

/**
 * A membership billed by Stripe knows the Stripe Price it is billed at, and what the owner's
 * move of it to a product's new price did (decision 0213):
 * - stripe_price_id: the Price its subscription bills now, from Stripe's subscription (its
 *   webhook, or the move's answer); null until either is read for a row made before.
 * - price_move_to, price_move_state, price_move_at, price_move_attempts, price_move_error:
 *   the owner's last move of it: to which Price, `moving` (claimed, at `price_move_at`: a
 *   claim older than a few minutes may be taken over), `moved`, `failed` (Stripe's message
 *   kept) or `waiting` (its renewal was too near for the notice members are owed). The
 *   attempts name each try's Stripe idempotency key, so a retry after a refusal is a new
 *   request and a retry after a lost answer is the same one.
 * - price_changes_from: the renewal from which the moved price is billed (the member's notice says it).
 */
const columns = [
  "memberships ADD COLUMN stripe_price_id TEXT",
  "memberships ADD COLUMN price_move_to TEXT",
  "memberships ADD COLUMN price_move_state TEXT CHECK (price_move_state IN ('moving', 'moved', 'failed', 'waiting'))",
  "memberships ADD COLUMN price_move_at TEXT",
  "memberships ADD COLUMN price_move_attempts INTEGER NOT NULL DEFAULT 0",
  "memberships ADD COLUMN price_move_error TEXT",
  "memberships ADD COLUMN price_changes_from TEXT",
];

export const membershipPriceMoves: MigrationStep = {
  id: "0206_membership_price_moves",
  statements: [],
  perDatabase: {
    sqlite: [
      ...columns.map((column) => `ALTER TABLE ${column}`),
      "CREATE INDEX IF NOT EXISTS memberships_subscription_product ON memberships (product_id, stripe_subscription_id)",
    ],
    postgres: [
      ...columns.map((column) => `ALTER TABLE ${column.replace("ADD COLUMN", "ADD COLUMN IF NOT EXISTS")}`),
      "CREATE INDEX IF NOT EXISTS memberships_subscription_product ON memberships (product_id, stripe_subscription_id)",
    ],
  },
};
