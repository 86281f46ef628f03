import type { MigrationStep } from "./step.ts";

/**
 * What members have bought (app/features/memberships/, products in app/content/products.ts).
 * - sales: one row per payment, never changed except to mark a refund. `amount` is integer
 *   minor units of `currency` (ISO 4217), copied from the content at the time, so a price
 *   change later does not rewrite history. `staff_user_id` is the staff member at the desk
 *   (null for an online payment).
 * - memberships: a member's recurring plan. `classes_per_week` is copied from the product
 *   (null: unlimited); `current_period_end` is the next renewal.
 * - credit_grants: credits from a pack, a drop-in, an intro offer or a staff adjustment.
 *   `credits_left` never goes below zero (CHECK): the database, not the code, refuses a
 *   second use of the last credit. An intro offer (`once_per_person = 1`) is unique per
 *   member and product, again enforced by the database (a partial unique index).
 */
export const membershipsCreditsSales: MigrationStep = {
  id: "0016_memberships_credits_sales",
  statements: [
    `CREATE TABLE IF NOT EXISTS sales (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      product_id TEXT NOT NULL,
      method TEXT NOT NULL CHECK (method IN ('cash', 'card', 'transfer', 'stripe')),
      amount INTEGER NOT NULL CHECK (amount >= 0),
      currency TEXT NOT NULL,
      staff_user_id TEXT,
      created_at TEXT NOT NULL,
      refunded_at TEXT
    )`,
    "CREATE INDEX IF NOT EXISTS sales_member ON sales (user_id, created_at)",
    `CREATE TABLE IF NOT EXISTS memberships (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      product_id TEXT NOT NULL,
      sale_id TEXT,
      status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'past_due', 'ended')),
      classes_per_week INTEGER,
      started_at TEXT NOT NULL,
      current_period_end TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS memberships_member ON memberships (user_id, status)",
    `CREATE TABLE IF NOT EXISTS credit_grants (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      product_id TEXT,
      sale_id TEXT,
      once_per_person INTEGER NOT NULL CHECK (once_per_person IN (0, 1)),
      credits_total INTEGER NOT NULL,
      credits_left INTEGER NOT NULL CHECK (credits_left >= 0),
      reason TEXT,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS credit_grants_member ON credit_grants (user_id, expires_at)",
    `CREATE UNIQUE INDEX IF NOT EXISTS credit_grants_once_per_person
      ON credit_grants (user_id, product_id) WHERE once_per_person = 1`,
  ],
};
