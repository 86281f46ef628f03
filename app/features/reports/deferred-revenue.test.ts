import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { refundAtDesk, sellAtDesk } from "#app/features/staff/desk-sales.server.ts";
import { createAccount, createStaffActor } from "#app/features/staff/test-support.ts";
import { gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { deferredRevenue } from "./deferred-revenue.server.ts";
import { rangeOf } from "./range.server.ts";
import { revenueReport } from "./revenue.server.ts";

/**
 * Deferred revenue (issue 30): money taken for what the gym has not given yet. Unused
 * credits at the price each was paid (refunds and credits taken back with them counted),
 * expired ones earned; a membership's period paid counts for its part still to come. The
 * report's refunds count partial refunds.
 */

const HOUR = 60 * 60 * 1000;
const pack = productOfShape("pack") as CreditProduct;
const membership = productOfShape("limited");

describe.each(databaseKinds)("deferred revenue on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: { id: string; email: string };
  let owner: { id: string; label: string };
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    member = await createAccount(fresh.database, { email: "ada@example.com", entitled: false });
    owner = await createStaffActor(fresh.database, "owner");
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const services = () => ({ database: fresh.database, mail: { context: TEST_MAIL }, payments: null });
  const sell = (productId: string, now = clock.now()) =>
    sellAtDesk(services(), { memberId: member.id, productId, method: "cash", actor: owner, now });

  it("counts a pack's unused credits at the price paid for each, less what a refund took back, and nothing once they expire", async () => {
    const sold = await sell(pack.id);
    const today = gymToday();
    const [session] = sessionsBetween(today, today.add({ days: 6 })).filter(
      (each) => Date.parse(each.startsAtUtc) > clock.millis() + 6 * HOUR && !each.closure,
    );
    if (!session) throw new Error("no upcoming session");
    await bookSession(
      fresh.database,
      { userId: member.id, sessionId: session.id },
      bookingMailer({ context: TEST_MAIL }),
    );
    const after = new Date(clock.millis() + 1000);
    expect((await deferredRevenue(fresh.database, after)).credits).toEqual({
      amount: Math.round((pack.price * (pack.credits - 1)) / pack.credits),
      credits: pack.credits - 1,
      grants: 1,
    });

    const refunded = 1000;
    await refundAtDesk(services(), {
      memberId: member.id,
      saleId: sold.sale.id,
      actor: owner,
      reason: "Goodwill",
      amount: refunded,
      withdrawCredits: 1,
      now: after,
    });
    const later = new Date(after.getTime() + 1000);
    // The partial refund is the report's too, in the month it was made (it counted only whole refunds).
    const report = await revenueReport(fresh.database, rangeOf(String(today), String(today.add({ days: 1 }))), {
      now: later,
    });
    expect(report.totals).toMatchObject({ sales: pack.price, refunds: refunded, net: pack.price - refunded });
    const deferred = await deferredRevenue(fresh.database, later);
    expect(deferred.credits.credits).toBe(pack.credits - 2);
    expect(deferred.credits.amount).toBe(
      Math.round(((pack.price - refunded) * (pack.credits - 2)) / (pack.credits - 1)),
    );
    if (sold.granted.kind !== "credits") throw new Error("not credits");
    const expired = new Date(Date.parse(sold.granted.expiresAt) + 1000);
    expect((await deferredRevenue(fresh.database, expired)).credits.amount).toBe(0);
  });

  it("counts a membership period paid for its part still to come: all of it at the start, half halfway, none at its end", async () => {
    const now = clock.now();
    const sold = await sell(membership.id, now);
    if (sold.granted.kind !== "membership") throw new Error("no membership");
    const ends = Date.parse(sold.granted.renewsAt);
    const paid = sold.sale.amount;
    const at = async (millis: number) => (await deferredRevenue(fresh.database, new Date(millis))).memberships;
    expect(await at(now.getTime())).toEqual({ amount: paid, periods: 1 });
    expect((await at((now.getTime() + ends) / 2)).amount).toBe(Math.round(paid / 2));
    expect(await at(ends)).toEqual({ amount: 0, periods: 0 });
  });
});
