import type { MigrationStep } from "./step.ts";

/**
 * What the gym sells, owned by the database after the first start (decision 0210):
 * - products: a membership (monthly, `classes_per_week` null for unlimited, a joining fee)
 *   or credits (`credits` valid `valid_days` from the sale; an intro offer once per person).
 *   `id` is stable (sales, memberships and credit grants name it), `position` the pricing
 *   page's order, `retired_at` set once it is no longer sold (its rows stay: what members
 *   bought still names it). Each row has its own `version` for optimistic concurrency; the
 *   kind's version is content_versions' "products" row (migration 0150).
 * - stripe_products, stripe_prices: the Stripe Product of each product and the Prices made
 *   for it (decision 0211). A Stripe Price never changes, so a new price of ours is a new
 *   Price there; the old one is archived (`active` 0), and subscriptions on it keep it.
 */
export const products: MigrationStep = {
  id: "0155_products",
  statements: [
    `CREATE TABLE IF NOT EXISTS products (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('membership', 'pack', 'drop-in', 'intro')),
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      price INTEGER NOT NULL CHECK (price >= 0),
      currency TEXT NOT NULL,
      classes_per_week INTEGER CHECK (classes_per_week IS NULL OR classes_per_week >= 1),
      joining_fee INTEGER NOT NULL CHECK (joining_fee >= 0),
      credits INTEGER CHECK (credits IS NULL OR credits >= 1),
      valid_days INTEGER CHECK (valid_days IS NULL OR valid_days >= 1),
      once_per_person INTEGER NOT NULL CHECK (once_per_person IN (0, 1)),
      most_popular INTEGER NOT NULL CHECK (most_popular IN (0, 1)),
      position INTEGER NOT NULL,
      retired_at TEXT,
      version INTEGER NOT NULL CHECK (version >= 1),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK (kind = 'membership' OR (credits IS NOT NULL AND valid_days IS NOT NULL))
    )`,
    `CREATE TABLE IF NOT EXISTS stripe_products (
      product_id TEXT PRIMARY KEY REFERENCES products (id),
      stripe_product_id TEXT NOT NULL UNIQUE,
      synced_version INTEGER NOT NULL,
      created_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS stripe_prices (
      stripe_price_id TEXT PRIMARY KEY,
      product_id TEXT NOT NULL REFERENCES products (id),
      unit_amount INTEGER NOT NULL,
      currency TEXT NOT NULL,
      recurring TEXT NOT NULL CHECK (recurring IN ('month', 'none')),
      active INTEGER NOT NULL CHECK (active IN (0, 1)),
      created_at TEXT NOT NULL,
      UNIQUE (product_id, unit_amount, currency, recurring)
    )`,
  ],
};
