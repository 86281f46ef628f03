import type { Kysely } from "kysely";
import { bookingsUsingSaleCredits } from "#app/features/memberships/credit-refunds.server.ts";
import { isMembershipSale, membershipOfSale } from "#app/features/memberships/membership-periods.server.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import type { Tables } from "#app/platform/data/database.server.ts";

/**
 * The bookings a payment pays for, which the desk may cancel with its refund: the upcoming
 * places held with a credit the sale bought (the credit ledger's `bookingsUsingSaleCredits`),
 * and for a membership sale the membership's upcoming places. Live ones only (booked or
 * waitlisted), soonest first.
 */

type Trx = Kysely<Tables>;

export interface PaidBooking {
  bookingId: string;
  sessionId: string;
  className: string;
  startsAt: string;
  status: "booked" | "waitlisted";
  paidWith: "credit" | "membership";
}

export async function bookingsPaidBy(
  trx: Trx,
  sale: { id: string; userId: string; productId: string; createdAt: string },
  now: Date,
): Promise<PaidBooking[]> {
  const byCredit = (await bookingsUsingSaleCredits(trx, sale.id)).map((row) => row.bookingId);
  const membership = (await isMembershipSale(trx, sale))
    ? await membershipOfSale(trx, { saleId: sale.id, userId: sale.userId, saleAt: sale.createdAt })
    : undefined;
  const byMembership =
    membership && !membership.online
      ? (
          await trx
            .selectFrom("booking_entitlements")
            .select("booking_id")
            .where("membership_id", "=", membership.id)
            .where("returned_at", "is", null)
            .where("starts_at", ">", now.toISOString())
            .execute()
        ).map((row) => row.booking_id)
      : [];
  const ids = [...new Set([...byCredit, ...byMembership])];
  if (ids.length === 0) return [];
  const membershipIds = new Set(byMembership);
  const rows = await trx
    .selectFrom("bookings")
    .select(["id", "session_id", "status", "starts_at"])
    .where("id", "in", ids)
    .where("user_id", "=", sale.userId)
    .where("status", "in", ["booked", "waitlisted"])
    .where("starts_at", ">", now.toISOString())
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    bookingId: row.id,
    sessionId: row.session_id,
    className: findSession(row.session_id)?.className ?? row.session_id,
    startsAt: row.starts_at,
    status: row.status as "booked" | "waitlisted",
    paidWith: membershipIds.has(row.id) ? "membership" : "credit",
  }));
}
