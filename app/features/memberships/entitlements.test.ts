import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct, MembershipProduct } from "#app/content/products.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { lockMemberCredits } from "./credit-ledger.server.ts";
import { claimEntitlement, returnEntitlement } from "./entitlements.server.ts";
import { bookingUses, entitlementsOf } from "./member-entitlements.server.ts";
import { sellProduct } from "./sales.server.ts";
import { giveMembershipAs, productOfShape, TEST_MAIL } from "./test-support.ts";
import { bookingUseText } from "./wording.ts";

/** Tuesday 24 Nov 2026, 10:00 UTC (London is on UTC in winter). */
const NOW = new Date("2026-11-24T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
/** A class start `days` after NOW. */
const classIn = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

describe.each(databaseKinds)("memberships and credits on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: string;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    [member] = (await createMembers(fresh.database, 1, { entitled: false })) as [string];
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const sell = (productId: string, now = NOW) =>
    sellProduct(fresh.database, { userId: member, productId, method: "cash", now }, { mail: TEST_MAIL });
  /** Claims an entitlement for a new booking of a class starting at `startsAt`, in a write transaction, as booking does. */
  const claim = (startsAt: string, now = NOW) =>
    fresh.database.writeTransaction(async (trx) => {
      await lockMemberCredits(fresh.database, trx, member);
      return claimEntitlement(fresh.database, trx, { userId: member, bookingId: randomUUID(), startsAt, now });
    });

  it("uses the membership within its weekly limit (Monday to Sunday in the gym's zone), then credits", async () => {
    const limited = productOfShape("limited") as MembershipProduct;
    const limit = limited.classesPerWeek ?? 0;
    await sell(limited.id);
    await sell(productOfShape("drop-in").id);
    // This week's classes up to the limit (Sunday evening is still this week) use the membership…
    for (let i = 0; i < limit; i++) {
      expect(await claim(i === 0 ? "2026-11-29T20:00:00.000Z" : classIn(1))).toMatchObject({ kind: "membership" });
    }
    // …the next takes the drop-in's credit; next Monday the membership again.
    expect(await claim(classIn(2))).toMatchObject({ kind: "credit" });
    expect(await claim("2026-11-30T00:30:00.000Z")).toMatchObject({ kind: "membership" });
    expect(await claim(classIn(3))).toBeNull();
    expect(await entitlementsOf(fresh.database, member, NOW)).toMatchObject({
      membership: { usedThisWeek: limit, books: true },
      creditsLeft: 0,
    });
  });

  it("takes the credit that expires first, never an expired one, and gives it back once on return", async () => {
    const pack = productOfShape("pack") as CreditProduct;
    const dropIn = productOfShape("drop-in") as CreditProduct;
    await sell(pack.id);
    const { granted } = await sell(dropIn.id);
    const bookingId = randomUUID();
    const taken = await fresh.database.writeTransaction((trx) =>
      claimEntitlement(fresh.database, trx, { userId: member, bookingId, startsAt: classIn(1), now: NOW }),
    );
    expect(dropIn.validDays).toBeLessThan(pack.validDays);
    expect(taken).toEqual({ kind: "credit", creditGrantId: granted.id });
    expect((await entitlementsOf(fresh.database, member, NOW)).creditsLeft).toBe(pack.credits);

    const returnTwice = () =>
      fresh.database.writeTransaction((trx) => returnEntitlement(trx, bookingId, NOW, "cancelled"));
    expect(await returnTwice()).toBe(true);
    expect(await returnTwice()).toBe(false);
    expect((await entitlementsOf(fresh.database, member, NOW)).creditsLeft).toBe(pack.credits + dropIn.credits);

    // Once the drop-in has expired, the pack's credit is used.
    const later = new Date(NOW.getTime() + (dropIn.validDays + 1) * DAY);
    expect(await claim(new Date(later.getTime() + DAY).toISOString(), later)).toMatchObject({ kind: "credit" });
    expect(await entitlementsOf(fresh.database, member, later)).toMatchObject({ creditsLeft: pack.credits - 1 });
  });

  it("lets 20 parallel claims on the last credit take it exactly once", async () => {
    await sell(productOfShape("drop-in").id);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(classIn(1))));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect((await entitlementsOf(fresh.database, member, NOW)).creditsLeft).toBe(0);
  });

  it("says what a booking would use: the membership's class that week, else the credits that expire first", async () => {
    await giveMembershipAs(fresh.database, member, { classesPerWeek: 1, periodEnd: new Date(NOW.getTime() + 9 * DAY) });
    const pack = productOfShape("pack") as CreditProduct;
    await sell(pack.id);
    await claim(classIn(1));
    const held = await entitlementsOf(fresh.database, member, NOW);
    const nextWeek = "2026-12-01T09:00:00.000Z";
    const afterItEnds = "2026-12-04T09:00:00.000Z";
    const uses = await bookingUses(fresh.database, held, [classIn(2), nextWeek, afterItEnds]);
    expect(uses.get(classIn(2))).toEqual({ kind: "credit", left: pack.credits, expiresAt: expect.any(String) });
    expect(uses.get(nextWeek)).toEqual({ kind: "membership", name: expect.any(String), used: 0, limit: 1 });
    expect(uses.get(afterItEnds)).toMatchObject({ kind: "credit" });
    expect(bookingUseText(uses.get(classIn(2)) ?? { kind: "free" })).toMatch(
      new RegExp(`^Uses 1 of ${pack.credits} credits, expire \\d{1,2} [A-Z][a-z]{2,3}$`),
    );
    expect(bookingUseText(uses.get(nextWeek) ?? { kind: "free" })).toMatch(/^Uses class 1 of 1 that week \(.+\)$/);
  });

  it("shows a past-due membership as booking until its grace ends, and a paused one as not booking", async () => {
    await giveMembershipAs(fresh.database, member, {
      status: "past_due",
      periodEnd: new Date(NOW.getTime() + 20 * DAY),
      pastDueSince: new Date(NOW.getTime() - DAY),
      stripeSubscriptionId: "sub_late",
    });
    expect((await entitlementsOf(fresh.database, member, NOW)).membership).toMatchObject({
      status: "past_due",
      books: true,
      online: true,
      graceEndsAt: new Date(NOW.getTime() + 2 * DAY).toISOString(),
    });
    expect((await entitlementsOf(fresh.database, member, new Date(NOW.getTime() + 3 * DAY))).membership).toMatchObject({
      books: false,
    });
  });
});
