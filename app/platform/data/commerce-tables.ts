import type { Generated } from "kysely";

/** The rows of what members buy: sales, memberships, credits, and which one a booking used. */

/** A payment (migration 0016): amount in integer minor units of `currency`. */
export interface SalesTable {
  id: string;
  /** The member who paid; null once their account is deleted: the payment stays on the books (migration 0090). */
  user_id: string | null;
  /** The product's id (products, migration 0155; a stable id, also for a retired product). */
  product_id: string;
  method: "cash" | "card" | "transfer" | "stripe";
  amount: number;
  /** ISO 4217. */
  currency: string;
  /** The staff member at the desk; null for an online payment, or once their account is deleted. */
  staff_user_id: string | null;
  created_at: string;
  refunded_at: string | null;
  /** The Stripe invoice or Checkout Session it came from; null at the desk (migration 0020). */
  external_ref: string | null;
  /** The offer's code it was sold with; null for none (migration 0156). */
  offer_code: string | null;
  /** What the offer took off the price, tax included, in minor units of `currency` (migration 0156). */
  discount: Generated<number>;
}

export type MembershipStatus = "active" | "paused" | "past_due" | "ended";

/** A member's recurring plan (migration 0016). */
export interface MembershipsTable {
  id: string;
  user_id: string;
  product_id: string;
  sale_id: string | null;
  status: MembershipStatus;
  /** Copied from the product; null: unlimited. */
  classes_per_week: number | null;
  started_at: string;
  /** The next renewal, ISO-8601 UTC. */
  current_period_end: string;
  updated_at: string;
  /** The Stripe subscription that bills it; null when sold at the desk (migration 0020). */
  stripe_subscription_id: string | null;
  /** When a cancelled subscription ends; null while it renews (migration 0020). */
  cancels_at: string | null;
  /** When the desk paused it; null while it runs (migration 0020). */
  paused_at: string | null;
  /** When the renewal that failed was due; null unless past_due (migration 0020). */
  past_due_since: string | null;
  /** The Checkout Session it was bought through, once that is applied; null at the desk (migration 0070). */
  stripe_checkout_session_id: string | null;
  /** The Stripe Price its subscription bills now; null at the desk, or until Stripe's subscription is read again (migration 0206). */
  stripe_price_id: string | null;
  /** The Price the owner last moved it to; null: never moved (migration 0206, decision 0213). */
  price_move_to: string | null;
  /** What that move did: claimed, done, refused by Stripe, or waiting for the notice period. */
  price_move_state: "moving" | "moved" | "failed" | "waiting" | null;
  /** When the move's state was last set (a claim's time: an old one may be taken over). */
  price_move_at: string | null;
  /** Tries of the move to `price_move_to`: each try's Stripe idempotency key names its number. */
  price_move_attempts: Generated<number>;
  /** Stripe's message when it refused the move. */
  price_move_error: string | null;
  /** The renewal from which the moved price is billed. */
  price_changes_from: string | null;
}

/**
 * Credits from a pack, drop-in, intro offer or staff adjustment (migration 0016), or a
 * credit the gym gave back after it had expired (decision 0150). What is left of it is the
 * sum of its rows in credit_ledger (migration 0100).
 */
export interface CreditGrantsTable {
  id: string;
  user_id: string;
  /** null for a staff adjustment. */
  product_id: string | null;
  sale_id: string | null;
  /** 1 for an intro offer: unique per member and product. */
  once_per_person: number;
  /** What it came with. */
  credits_total: number;
  /** Why staff granted it (adjustments), or why it was given (a returned credit's extension). */
  reason: string | null;
  created_at: string;
  expires_at: string;
}

export type CreditLedgerKind = "grant" | "use" | "return" | "adjust" | "expire" | "withdraw";

/** One change of a grant's credits (migration 0100): a grant's or a member's credits are the sum of their rows. */
export interface CreditLedgerTable {
  /** The order of the rows, given by the database at insert. */
  seq: Generated<number>;
  user_id: string;
  grant_id: string;
  kind: CreditLedgerKind;
  /** Signed: a grant and a return add, a use, an expiry and a withdrawal take, an adjustment either. */
  credits: number;
  at: string;
  /** The booking that used or gave back the credit. */
  booking_id: string | null;
  /** The sale it came with or was withdrawn for. */
  sale_id: string | null;
  /** The staff account that did it, while it exists. */
  actor_id: string | null;
  /** Who: a staff member's e-mail, or "member", "gym", "system", "front desk". */
  actor: string;
  /** Why, in words (the desk's reason, a refund's, how a credit came back). */
  reason: string | null;
}

/** Where a sweep of the database has got to (migration 0100): the (at, id) of the last row it finished. */
export interface SweepPositionsTable {
  sweep: string;
  at: string;
  id: string;
}

/** A desk membership's coming end, told to the member once per period end (migration 0101). */
export interface MembershipEndNoticesTable {
  membership_id: string;
  period_end: string;
  user_id: string;
  queued_at: string;
}

/** The entitlement a booking used (migration 0017): a membership or one credit of a grant. */
export interface BookingEntitlementsTable {
  booking_id: string;
  user_id: string;
  membership_id: string | null;
  credit_grant_id: string | null;
  /** The session's start, copied: a membership's weekly use is counted by it. */
  starts_at: string;
  claimed_at: string;
  /** Set when an in-time cancellation gave the credit back. */
  returned_at: string | null;
}

/** A waitlisted member a promotion passed over for want of an entitlement, told once (migration 0020). */
export interface WaitlistSkipNoticesTable {
  booking_id: string;
  user_id: string;
  notified_at: string;
}

/** A member's Stripe customer (migration 0021). */
export interface StripeCustomersTable {
  user_id: string;
  customer_id: string;
  created_at: string;
}

/** A Stripe event whose effect is applied, recorded in the effect's transaction (migration 0021). */
export interface StripeEventsTable {
  id: string;
  type: string;
  /** Stripe's time of the event. */
  created_at: string;
  processed_at: string;
}

/** A member's membership Checkout being started, by the holder of `token` until `held_until` (migration 0070). */
export interface StripeCheckoutLocksTable {
  user_id: string;
  token: string;
  held_until: string;
}
