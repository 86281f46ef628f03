/** Refunds, Stripe's disputes and what a membership sale paid for (migration 0105). */

/** A refund, full or partial, or a dispute lost: money that went back. Amounts in minor units of `currency`. */
export interface RefundsTable {
  id: string;
  sale_id: string;
  /** 'dispute': a card dispute lost, the money taken back by the member's bank. */
  kind: "refund" | "dispute";
  /** 'pending': asked of Stripe, not yet known to have been made; nothing is counted for it. */
  status: "pending" | "recorded";
  amount: number;
  currency: string;
  /** How the money went back. */
  method: "cash" | "card" | "transfer" | "stripe";
  reason: string;
  requested_at: string;
  /** When it was recorded (the money went back); null while pending. */
  refunded_at: string | null;
  /** The staff member who refunded; null for Stripe's own, or once their account is deleted. */
  refunded_by_id: string | null;
  /** Their e-mail, "Stripe", or "Deleted account". */
  refunded_by: string;
  /** The desk's choice: how many of the sale's unused credits to withdraw; null: every one left. */
  withdraw_credits: number | null;
  /** The desk's choice: a JSON array of the booking ids to cancel. */
  cancel_bookings: string;
  credits_withdrawn: number;
  bookings_cancelled: number;
  /** 1 when it rolled the membership the sale paid for back by the sale's period. */
  membership_rolled_back: number;
  stripe_refund_id: string | null;
  stripe_dispute_id: string | null;
}

/** The period a membership sale paid for: refunded, the membership goes back by it. */
export interface MembershipPeriodsTable {
  sale_id: string;
  membership_id: string;
  user_id: string;
  starts_at: string;
  ends_at: string;
  rolled_back_at: string | null;
}

/** A Stripe dispute of one of our online sales, as Stripe last said. */
export interface DisputesTable {
  id: string;
  sale_id: string;
  charge_id: string;
  amount: number;
  currency: string;
  /** Stripe's: warning_needs_response, …, needs_response, under_review, won, lost. */
  status: string;
  reason: string;
  opened_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** The PaymentIntent (and charge) an online sale was paid by. */
export interface StripeSalePaymentsTable {
  sale_id: string;
  payment_intent_id: string;
  charge_id: string | null;
}

export interface RefundTables {
  refunds: RefundsTable;
  membership_periods: MembershipPeriodsTable;
  disputes: DisputesTable;
  stripe_sale_payments: StripeSalePaymentsTable;
}
