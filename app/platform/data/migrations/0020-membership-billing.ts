import type { MigrationStep } from "./step.ts";

/**
 * What booking with entitlements, the desk's membership changes and online payment add to
 * what members buy (issue 19):
 * - memberships.stripe_subscription_id: the Stripe subscription that bills it; null for a
 *   membership sold at the desk, which does not renew by itself. Unique.
 * - memberships.cancels_at: when a subscription the member cancelled ends (null: it renews).
 * - memberships.paused_at: when the desk paused it (null while it runs); resuming moves the
 *   renewal on by the time it was paused, so a pause costs the member no paid days.
 * - memberships.past_due_since: when the renewal that failed was due (null unless the
 *   status is past_due); booking stops `pastDueGraceDays` after it (app/content/booking-rules.ts).
 * - sales.external_ref: the Stripe invoice or Checkout Session a payment came from (null at
 *   the desk). Unique, so a payment is recorded once however often Stripe reports it.
 * - waitlist_skip_notices: a waitlisted member passed over by a promotion for want of an
 *   entitlement, told once per waitlist place (the primary key refuses a second notice).
 *
 * SQLite has no ADD COLUMN IF NOT EXISTS; a step runs in one transaction with its
 * schema_migrations row, so it is applied whole or not at all.
 */
const columns = [
  "memberships ADD COLUMN stripe_subscription_id TEXT",
  "memberships ADD COLUMN cancels_at TEXT",
  "memberships ADD COLUMN paused_at TEXT",
  "memberships ADD COLUMN past_due_since TEXT",
  "sales ADD COLUMN external_ref TEXT",
];

const indexes = [
  "CREATE UNIQUE INDEX IF NOT EXISTS memberships_stripe_subscription ON memberships (stripe_subscription_id)",
  "CREATE UNIQUE INDEX IF NOT EXISTS sales_external_ref ON sales (external_ref)",
];

export const membershipBilling: MigrationStep = {
  id: "0020_membership_billing",
  statements: [
    `CREATE TABLE IF NOT EXISTS waitlist_skip_notices (
      booking_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      notified_at TEXT NOT NULL
    )`,
  ],
  perDatabase: {
    sqlite: [...columns.map((column) => `ALTER TABLE ${column}`), ...indexes],
    postgres: [
      ...columns.map((column) => `ALTER TABLE ${column.replace("ADD COLUMN", "ADD COLUMN IF NOT EXISTS")}`),
      ...indexes,
    ],
  },
};
