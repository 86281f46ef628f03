import type { MigrationStep } from "./step.ts";

/**
 * Class credits become a ledger (decision 0150): every grant, use, return, adjustment,
 * expiry and withdrawal is a row of `credit_ledger`, and a grant's credits left (a member's
 * balance) is the sum of its rows. `credit_grants` keeps what a grant is (whose, from which
 * product and sale, how many it came with, until when) and loses its mutable `credits_left`.
 *
 * - credit_ledger: `credits` is signed (a grant and a return add, a use, an expiry and a
 *   withdrawal take, an adjustment does either); `actor` says who (a staff member's e-mail,
 *   or "member", "gym", "system"), `actor_id` the staff account while it exists; `reason`
 *   why, in words. The order of rows is `seq`, given by the database at insert. The member's
 *   rows go with their account (ON DELETE CASCADE). No foreign key to credit_grants: a
 *   rebuild of that table on SQLite (DROP TABLE) would cascade into the ledger.
 * - sweep_positions: how far a sweep of the database has got (the credit expiry sweep
 *   walks grants by expiry), so it never rereads the whole history.
 *
 * Existing grants are brought in so that every balance stays what it was: a row for what
 * each grant came with, a use for each booking that took one of its credits, a return for
 * each given back, and one row for the difference from `credits_left` (a payment refunded:
 * `withdraw` at the refund; a desk's take-away: `adjust`). Grants of accounts that no
 * longer exist are left out (their rows could not reference the account). Expired credits
 * get their `expire` rows from the sweep, which starts at the oldest grant.
 *
 * Our steps run after better-auth's tables exist (the "user" table is referenced).
 */
const ledgerTable = (seq: string) => `CREATE TABLE IF NOT EXISTS credit_ledger (
      seq ${seq},
      user_id TEXT NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      grant_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('grant', 'use', 'return', 'adjust', 'expire', 'withdraw')),
      credits INTEGER NOT NULL CHECK (
        (kind IN ('grant', 'return') AND credits > 0)
        OR (kind IN ('use', 'expire', 'withdraw') AND credits < 0)
        OR (kind = 'adjust' AND credits <> 0)
      ),
      at TEXT NOT NULL,
      booking_id TEXT,
      sale_id TEXT,
      actor_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      actor TEXT NOT NULL,
      reason TEXT
    )`;

const LIVE_GRANTS = `FROM credit_grants g WHERE g.user_id IN (SELECT id FROM "user")`;

const backfill = [
  // What each grant came with: a sale's grant, or (no product) a desk's adjustment.
  `INSERT INTO credit_ledger (user_id, grant_id, kind, credits, at, booking_id, sale_id, actor_id, actor, reason)
    SELECT g.user_id, g.id, CASE WHEN g.product_id IS NULL THEN 'adjust' ELSE 'grant' END, g.credits_total,
      g.created_at, NULL, g.sale_id,
      (SELECT u.id FROM sales s JOIN "user" u ON u.id = s.staff_user_id WHERE s.id = g.sale_id),
      COALESCE(
        (SELECT u.email FROM sales s JOIN "user" u ON u.id = s.staff_user_id WHERE s.id = g.sale_id),
        CASE WHEN (SELECT s.method FROM sales s WHERE s.id = g.sale_id) = 'stripe' THEN 'member' ELSE 'front desk' END
      ),
      g.reason
    ${LIVE_GRANTS} AND g.credits_total > 0`,
  // Each booking that took a credit, and each given back.
  `INSERT INTO credit_ledger (user_id, grant_id, kind, credits, at, booking_id, sale_id, actor_id, actor, reason)
    SELECT g.user_id, g.id, 'use', -1, e.claimed_at, e.booking_id, NULL, NULL, 'member', NULL
    FROM booking_entitlements e JOIN credit_grants g ON g.id = e.credit_grant_id
    WHERE g.user_id IN (SELECT id FROM "user")`,
  `INSERT INTO credit_ledger (user_id, grant_id, kind, credits, at, booking_id, sale_id, actor_id, actor, reason)
    SELECT g.user_id, g.id, 'return', 1, e.returned_at, e.booking_id, NULL, NULL, 'system', NULL
    FROM booking_entitlements e JOIN credit_grants g ON g.id = e.credit_grant_id
    WHERE e.returned_at IS NOT NULL AND g.user_id IN (SELECT id FROM "user")`,
  // The rest of the difference: a refund's take-back, or the desk's take-aways.
  `INSERT INTO credit_ledger (user_id, grant_id, kind, credits, at, booking_id, sale_id, actor_id, actor, reason)
    SELECT d.user_id, d.id,
      CASE WHEN d.refunded_at IS NOT NULL AND d.diff < 0 THEN 'withdraw' ELSE 'adjust' END,
      d.diff,
      CASE WHEN d.refunded_at IS NOT NULL AND d.diff < 0 THEN d.refunded_at ELSE COALESCE(d.last_at, d.created_at) END,
      NULL, d.sale_id, NULL, 'front desk',
      CASE WHEN d.refunded_at IS NOT NULL AND d.diff < 0 THEN 'Payment refunded' ELSE NULL END
    FROM (
      SELECT g.id, g.user_id, g.sale_id, g.created_at, s.refunded_at,
        g.credits_left - COALESCE((SELECT SUM(l.credits) FROM credit_ledger l WHERE l.grant_id = g.id), 0) AS diff,
        (SELECT MAX(l.at) FROM credit_ledger l WHERE l.grant_id = g.id) AS last_at
      FROM credit_grants g LEFT JOIN sales s ON s.id = g.sale_id
      WHERE g.user_id IN (SELECT id FROM "user")
    ) d
    WHERE d.diff <> 0`,
];

const indexes = [
  // A grant's balance, summed from the index alone.
  "CREATE INDEX IF NOT EXISTS credit_ledger_grant ON credit_ledger (grant_id, credits)",
  "CREATE INDEX IF NOT EXISTS credit_ledger_member ON credit_ledger (user_id, at)",
  // The expiry sweep walks grants in expiry order.
  "CREATE INDEX IF NOT EXISTS credit_grants_expiry ON credit_grants (expires_at, id)",
  `CREATE TABLE IF NOT EXISTS sweep_positions (
      sweep TEXT PRIMARY KEY,
      at TEXT NOT NULL,
      id TEXT NOT NULL
    )`,
];

export const creditLedger: MigrationStep = {
  id: "0100_credit_ledger",
  statements: [],
  perDatabase: {
    sqlite: [
      ledgerTable("INTEGER PRIMARY KEY AUTOINCREMENT"),
      ...indexes,
      ...backfill,
      "ALTER TABLE credit_grants DROP COLUMN credits_left",
    ],
    postgres: [
      ledgerTable("BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
      ...indexes,
      ...backfill,
      "ALTER TABLE credit_grants DROP COLUMN IF EXISTS credits_left",
    ],
  },
};
