/** The rows of what members buy: sales, memberships, credits, and which one a booking used. */

/** A payment (migration 0016): amount in integer minor units of `currency`. */
export interface SalesTable {
  id: string;
  /** The member who paid; null once their account is deleted: the payment stays on the books (migration 0090). */
  user_id: string | null;
  /** app/content/products.ts id. */
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
}

/** Credits from a pack, drop-in, intro offer or staff adjustment (migration 0016). */
export interface CreditGrantsTable {
  id: string;
  user_id: string;
  /** null for a staff adjustment. */
  product_id: string | null;
  sale_id: string | null;
  /** 1 for an intro offer: unique per member and product. */
  once_per_person: number;
  credits_total: number;
  credits_left: number;
  /** Why staff granted it (adjustments). */
  reason: string | null;
  created_at: string;
  expires_at: string;
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
