import { randomUUID } from "node:crypto";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";

/**
 * The reports' hand-made data sets, written straight into the tables: history (who came
 * three weeks ago, who cancelled late) that booking's own functions would only write at
 * the time it happened. Times are UTC instants; the tests say what they are in London.
 */

const HOUR = 60 * 60 * 1000;

export interface PlannedBooking {
  userId: string;
  status: BookingStatus;
  attendance?: "attended" | "no-show" | null;
  /** Joined the waitlist and was moved up. */
  promoted?: boolean;
  /** When the booking was made (default: a day before the session). */
  createdAt?: string;
}

/** A session's row and its bookings, as booking would have left them. */
export async function addSession(
  database: Database,
  {
    id,
    classSlug,
    startsAt,
    capacity,
    cancelled = false,
    bookings = [],
  }: {
    id: string;
    classSlug: string;
    startsAt: string;
    capacity: number;
    cancelled?: boolean;
    bookings?: PlannedBooking[];
  },
): Promise<void> {
  const endsAt = new Date(Date.parse(startsAt) + HOUR).toISOString();
  const dayBefore = new Date(Date.parse(startsAt) - 24 * HOUR).toISOString();
  await database.db
    .insertInto("class_sessions")
    .values({
      id,
      class_slug: classSlug,
      starts_at: startsAt,
      ends_at: endsAt,
      capacity,
      booked_count: bookings.filter((booking) => booking.status === "booked").length,
      last_seq: bookings.length,
      cancelled_at: cancelled ? dayBefore : null,
      cancel_reason: cancelled ? "Coach ill" : null,
      created_at: dayBefore,
    })
    .execute();
  if (bookings.length === 0) return;
  await database.db
    .insertInto("bookings")
    .values(
      bookings.map((booking, index) => ({
        id: randomUUID(),
        session_id: id,
        user_id: booking.userId,
        status: booking.status,
        seq: index + 1,
        starts_at: startsAt,
        ends_at: endsAt,
        created_at: booking.createdAt ?? dayBefore,
        updated_at: booking.createdAt ?? dayBefore,
        promoted_at: booking.promoted ? dayBefore : null,
        cancelled_at: ["cancelled", "late-cancelled", "left-waitlist", "session-cancelled"].includes(booking.status)
          ? startsAt
          : null,
        attendance: booking.attendance ?? null,
      })),
    )
    .execute();
}

/** A timetable session as the reports read one (the tests' own classes need no content). */
export function scheduledSession(classSlug: string, startsAt: string, capacity: number): ClassSession {
  const local = startsAt.slice(0, 10);
  return {
    id: `${classSlug}-${local}-${startsAt.slice(11, 13)}${startsAt.slice(14, 16)}`,
    classSlug,
    className: classSlug,
    trainer: "Coach",
    trainerId: "coach",
    weekday: "monday",
    localDate: local,
    start: startsAt.slice(11, 16),
    end: startsAt.slice(11, 16),
    startsAt,
    endsAt: startsAt,
    startsAtUtc: startsAt,
    endsAtUtc: new Date(Date.parse(startsAt) + HOUR).toISOString(),
    capacity,
    source: { kind: "weekly", id: classSlug },
    closure: null,
  };
}

/** A sale as the desk or Stripe would have recorded it, refunded a day later when asked. */
export async function addSale(
  database: Database,
  {
    userId,
    at,
    amount,
    productId = "pack",
    method = "cash",
    currency = "USD",
    refunded = false,
    refundedAt,
  }: {
    userId: string;
    at: string;
    amount: number;
    productId?: string;
    method?: "cash" | "card" | "transfer" | "stripe";
    currency?: string;
    refunded?: boolean;
    refundedAt?: string;
  },
): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto("sales")
    .values({
      id,
      user_id: userId,
      product_id: productId,
      method,
      amount,
      currency,
      staff_user_id: null,
      created_at: at,
      refunded_at: refundedAt ?? (refunded ? new Date(Date.parse(at) + 24 * HOUR).toISOString() : null),
    })
    .execute();
  const refundAt = refundedAt ?? (refunded ? new Date(Date.parse(at) + 24 * HOUR).toISOString() : null);
  // A whole refund is a row of its own, as the desk records it (decision 0153).
  if (refundAt) {
    await database.db
      .insertInto("refunds")
      .values({
        id: randomUUID(),
        sale_id: id,
        kind: "refund",
        status: "recorded",
        amount,
        currency,
        method,
        reason: "Refunded",
        requested_at: refundAt,
        refunded_at: refundAt,
        refunded_by_id: null,
        refunded_by: "front desk",
        withdraw_credits: null,
        cancel_bookings: "[]",
        credits_withdrawn: 0,
        bookings_cancelled: 0,
        membership_rolled_back: 0,
        stripe_refund_id: null,
        stripe_dispute_id: null,
      })
      .execute();
  }
  return id;
}

/**
 * A membership row in any state, renewing (or having ended) at `periodEnd`: bought at the
 * desk, or billed by a Stripe subscription (`stripeSubscriptionId`; `cancelsAt` once cancelled).
 */
export async function addMembership(
  database: Database,
  {
    userId,
    productId,
    status,
    periodEnd,
    startedAt = "2026-01-01T10:00:00.000Z",
    stripeSubscriptionId = null,
    cancelsAt = null,
  }: {
    userId: string;
    productId: string;
    status: "active" | "paused" | "past_due" | "ended";
    periodEnd: string;
    startedAt?: string;
    stripeSubscriptionId?: string | null;
    cancelsAt?: string | null;
  },
): Promise<void> {
  await database.db
    .insertInto("memberships")
    .values({
      id: randomUUID(),
      user_id: userId,
      product_id: productId,
      sale_id: null,
      status,
      classes_per_week: null,
      started_at: startedAt,
      current_period_end: periodEnd,
      updated_at: startedAt,
      stripe_subscription_id: stripeSubscriptionId,
      cancels_at: cancelsAt,
    })
    .execute();
}
