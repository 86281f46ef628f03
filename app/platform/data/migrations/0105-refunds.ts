import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import { forgetPersonTrigger } from "./forget-person.ts";
import type { MigrationStep } from "./step.ts";

/**
 * Refunds of their own, Stripe's disputes, and what a membership sale paid for (issue 30;
 * decisions 0153, 0154):
 * - refunds: one row per refund, full or partial, at the desk or in Stripe, and per dispute
 *   lost (kind 'dispute'): amount, how the money went back, why, who and when, Stripe's
 *   refund or dispute id (unique: a refund told by the desk and by Stripe's webhook is one
 *   row). A refund sent to Stripe is 'pending' from the moment it is asked until Stripe has
 *   it, holding the desk's choices (credits to withdraw, bookings to cancel) for whichever of
 *   the desk and the webhook records it. Its credit note names it (credit_notes.refund_id).
 *   Who refunded references the account with ON DELETE SET NULL, the name kept in
 *   `refunded_by` and replaced by the forget trigger. `sale_id` has no foreign key, as the
 *   invoices' (decision 0160): sales stays rebuildable.
 * - membership_periods: the period each membership sale paid for, so that refunding it rolls
 *   the membership back by that period. The member's own (ON DELETE CASCADE).
 * - disputes: Stripe's disputes of our online sales, as Stripe last said.
 * - stripe_sale_payments: the PaymentIntent (and charge) of each online sale, how a refund or
 *   dispute event finds its sale.
 * Refunds made before this step (sales.refunded_at, each a whole sale) become rows, and their
 * credit notes name them: reports, the journal and the cash-up read refunds from one place.
 */
export const refunds: MigrationStep = {
  id: "0105_refunds",
  statements: [
    `CREATE TABLE IF NOT EXISTS refunds (
      id TEXT PRIMARY KEY,
      sale_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('refund', 'dispute')),
      status TEXT NOT NULL CHECK (status IN ('pending', 'recorded')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      currency TEXT NOT NULL,
      method TEXT NOT NULL CHECK (method IN ('cash', 'card', 'transfer', 'stripe')),
      reason TEXT NOT NULL,
      requested_at TEXT NOT NULL,
      refunded_at TEXT,
      refunded_by_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      refunded_by TEXT NOT NULL,
      withdraw_credits INTEGER CHECK (withdraw_credits >= 0),
      cancel_bookings TEXT NOT NULL,
      credits_withdrawn INTEGER NOT NULL CHECK (credits_withdrawn >= 0),
      bookings_cancelled INTEGER NOT NULL CHECK (bookings_cancelled >= 0),
      membership_rolled_back INTEGER NOT NULL CHECK (membership_rolled_back IN (0, 1)),
      stripe_refund_id TEXT UNIQUE,
      stripe_dispute_id TEXT UNIQUE,
      CHECK (status = 'pending' OR refunded_at IS NOT NULL)
    )`,
    "CREATE INDEX IF NOT EXISTS refunds_sale ON refunds (sale_id)",
    "CREATE INDEX IF NOT EXISTS refunds_refunded_at ON refunds (refunded_at)",
    "CREATE INDEX IF NOT EXISTS refunds_refunded_by ON refunds (refunded_by_id)",
    `CREATE TABLE IF NOT EXISTS membership_periods (
      sale_id TEXT PRIMARY KEY,
      membership_id TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      starts_at TEXT NOT NULL,
      ends_at TEXT NOT NULL,
      rolled_back_at TEXT,
      CHECK (ends_at > starts_at)
    )`,
    "CREATE INDEX IF NOT EXISTS membership_periods_membership ON membership_periods (membership_id, ends_at)",
    "CREATE INDEX IF NOT EXISTS membership_periods_member ON membership_periods (user_id)",
    "CREATE INDEX IF NOT EXISTS membership_periods_ends ON membership_periods (ends_at)",
    `CREATE TABLE IF NOT EXISTS disputes (
      id TEXT PRIMARY KEY,
      sale_id TEXT NOT NULL,
      charge_id TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount >= 0),
      currency TEXT NOT NULL,
      status TEXT NOT NULL,
      reason TEXT NOT NULL,
      opened_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      closed_at TEXT
    )`,
    "CREATE INDEX IF NOT EXISTS disputes_sale ON disputes (sale_id)",
    `CREATE TABLE IF NOT EXISTS stripe_sale_payments (
      sale_id TEXT PRIMARY KEY,
      payment_intent_id TEXT NOT NULL UNIQUE,
      charge_id TEXT UNIQUE
    )`,
    // A refund made before refunds had rows: the whole sale, on the day it was marked, by the desk.
    `INSERT INTO refunds (id, sale_id, kind, status, amount, currency, method, reason, requested_at, refunded_at,
        refunded_by_id, refunded_by, withdraw_credits, cancel_bookings, credits_withdrawn, bookings_cancelled,
        membership_rolled_back, stripe_refund_id, stripe_dispute_id)
      SELECT 'refund-of-' || s.id, s.id, 'refund', 'recorded', s.amount, s.currency,
        COALESCE((SELECT cn.method FROM credit_notes cn WHERE cn.sale_id = s.id ORDER BY cn.sequence LIMIT 1), s.method),
        COALESCE((SELECT cn.reason FROM credit_notes cn WHERE cn.sale_id = s.id ORDER BY cn.sequence LIMIT 1), 'Refund'),
        s.refunded_at, s.refunded_at, NULL, 'Front desk', NULL, '[]',
        COALESCE((SELECT -SUM(l.credits) FROM credit_ledger l WHERE l.sale_id = s.id AND l.kind = 'withdraw'), 0),
        0, 0, NULL, NULL
      FROM sales s
      WHERE s.refunded_at IS NOT NULL AND s.amount > 0
      ON CONFLICT (id) DO NOTHING`,
    `UPDATE credit_notes SET refund_id = 'refund-of-' || sale_id
      WHERE refund_id IS NULL AND EXISTS (SELECT 1 FROM refunds r WHERE r.id = 'refund-of-' || credit_notes.sale_id)`,
  ],
  perDatabase: { sqlite: forget("sqlite"), postgres: forget("postgres") },
};

function forget(kind: DatabaseKind): string[] {
  return forgetPersonTrigger(kind, "refunds", [
    `UPDATE refunds SET refunded_by_id = NULL, refunded_by = 'Deleted account' WHERE refunded_by_id = OLD.id`,
  ]);
}
