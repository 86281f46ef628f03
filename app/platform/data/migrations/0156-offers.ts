import type { MigrationStep } from "./step.ts";

/**
 * Offers: promo codes for the desk and Stripe Checkout, owned by the database after the
 * first start (decision 0212):
 * - offers: a code (upper case, unique), percent or amount off, which products (`applies_to`,
 *   and `product_ids` as a JSON array when it names them), how many uses in all
 *   (`max_uses`, null: no limit), once per member, from and until when, and whether the
 *   blog's and the home page's banner promotes it. Retired, never deleted: sales name it.
 * - offer_redemptions: each use, `held` while a member pays for it in Stripe Checkout
 *   (until `held_until`), `used` once the sale is recorded. Uses are counted here, under
 *   the offer's row lock, so "how many uses" is exact; a once-per-member offer's uses are
 *   unique per member (a partial unique index). A use stays counted when its member's
 *   account is deleted (the reference becomes null).
 * - sales.offer_code, sales.discount: what a sale's offer took off (minor units, tax included).
 * - stripe_coupons: each offer's Stripe coupon and promotion code for the terms they were
 *   made with (a coupon never changes: new terms are a new coupon).
 */
const columns = ["sales ADD COLUMN offer_code TEXT", "sales ADD COLUMN discount INTEGER NOT NULL DEFAULT 0"];

export const offers: MigrationStep = {
  id: "0156_offers",
  statements: [
    `CREATE TABLE IF NOT EXISTS offers (
      id TEXT PRIMARY KEY,
      code TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      percent_off INTEGER CHECK (percent_off IS NULL OR (percent_off >= 1 AND percent_off <= 100)),
      amount_off INTEGER CHECK (amount_off IS NULL OR amount_off >= 1),
      currency TEXT NOT NULL,
      applies_to TEXT NOT NULL CHECK (applies_to IN ('all', 'memberships', 'passes', 'products')),
      product_ids TEXT NOT NULL,
      max_uses INTEGER CHECK (max_uses IS NULL OR max_uses >= 1),
      once_per_member INTEGER NOT NULL CHECK (once_per_member IN (0, 1)),
      starts_at TEXT,
      ends_at TEXT,
      promoted INTEGER NOT NULL CHECK (promoted IN (0, 1)),
      retired_at TEXT,
      version INTEGER NOT NULL CHECK (version >= 1),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK ((percent_off IS NULL) <> (amount_off IS NULL))
    )`,
    `CREATE TABLE IF NOT EXISTS offer_redemptions (
      id TEXT PRIMARY KEY,
      offer_id TEXT NOT NULL REFERENCES offers (id),
      user_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      once_per_member INTEGER NOT NULL CHECK (once_per_member IN (0, 1)),
      state TEXT NOT NULL CHECK (state IN ('held', 'used')),
      held_until TEXT,
      sale_id TEXT REFERENCES sales (id) ON DELETE CASCADE,
      checkout_session_id TEXT,
      discount INTEGER NOT NULL,
      currency TEXT NOT NULL,
      created_at TEXT NOT NULL,
      CHECK (state = 'used' OR held_until IS NOT NULL)
    )`,
    "CREATE UNIQUE INDEX IF NOT EXISTS offer_redemptions_once ON offer_redemptions (offer_id, user_id) WHERE once_per_member = 1",
    "CREATE INDEX IF NOT EXISTS offer_redemptions_offer ON offer_redemptions (offer_id, state)",
    "CREATE INDEX IF NOT EXISTS offer_redemptions_user ON offer_redemptions (user_id)",
    "CREATE INDEX IF NOT EXISTS offer_redemptions_sale ON offer_redemptions (sale_id)",
    "CREATE INDEX IF NOT EXISTS offer_redemptions_checkout ON offer_redemptions (checkout_session_id)",
    `CREATE TABLE IF NOT EXISTS stripe_coupons (
      offer_id TEXT NOT NULL REFERENCES offers (id),
      terms TEXT NOT NULL,
      coupon_id TEXT NOT NULL,
      promotion_code_id TEXT NOT NULL,
      active INTEGER NOT NULL CHECK (active IN (0, 1)),
      created_at TEXT NOT NULL,
      PRIMARY KEY (offer_id, terms)
    )`,
  ],
  perDatabase: {
    sqlite: columns.map((column) => `ALTER TABLE ${column}`),
    postgres: columns.map((column) => `ALTER TABLE ${column.replace("ADD COLUMN", "ADD COLUMN IF NOT EXISTS")}`),
  },
};
