import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findProduct, type MembershipProduct } from "#app/content/products.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { claimEntitlement, returnEntitlement } from "./entitlements.server.ts";
import { entitlementsOf } from "./member-entitlements.server.ts";
import { AlreadyBoughtOnce, salesOf, sellProduct, UnknownProduct } from "./sales.server.ts";

/** Tuesday 24 Nov 2026, 10:00 UTC (London is on UTC in winter). */
const NOW = new Date("2026-11-24T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
/** A class start `days` after NOW. */
const classIn = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

describe.each(databaseKinds)("memberships, credits and sales on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: string;
  let staff: string;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    [member, staff] = (await createMembers(fresh.database, 2, { entitled: false })) as [string, string];
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  /** Claims an entitlement for a new booking of a class starting at `startsAt`, in a write transaction. */
  const claim = (startsAt: string, now = NOW) =>
    fresh.database.writeTransaction((trx) =>
      claimEntitlement(fresh.database, trx, { userId: member, bookingId: randomUUID(), startsAt, now }),
    );

  it("records a desk sale at the content's price and grants the pack's credits, expiring after its validity", async () => {
    const { sale, granted } = await sellProduct(fresh.database, {
      userId: member,
      productId: "ten-class-pack",
      method: "cash",
      staffUserId: staff,
      now: NOW,
    });
    expect(sale).toMatchObject({ productId: "ten-class-pack", method: "cash", amount: 12000, currency: "USD" });
    expect(granted).toEqual({
      kind: "credits",
      id: expect.any(String),
      productId: "ten-class-pack",
      credits: 10,
      expiresAt: new Date(NOW.getTime() + 90 * DAY).toISOString(),
    });
    expect(await salesOf(fresh.database, member)).toEqual([sale]);
    expect(await entitlementsOf(fresh.database, member, NOW)).toMatchObject({ membership: null, creditsLeft: 10 });
  });

  it("sells a membership active for a month, and refuses an unknown product", async () => {
    const { granted } = await sellProduct(fresh.database, {
      userId: member,
      productId: "beginners",
      method: "card",
      now: NOW,
    });
    expect(granted).toMatchObject({ kind: "membership", status: "active", renewsAt: "2026-12-24T10:00:00.000Z" });
    expect((await entitlementsOf(fresh.database, member, NOW)).membership).toMatchObject({
      productId: "beginners",
      status: "active",
      classesPerWeek: (findProduct("beginners") as MembershipProduct).classesPerWeek,
      usedThisWeek: 0,
    });
    await expect(
      sellProduct(fresh.database, { userId: member, productId: "gold", method: "cash", now: NOW }),
    ).rejects.toBeInstanceOf(UnknownProduct);
  });

  it("sells the intro offer once per person, even to two desks at the same moment", async () => {
    const sell = () =>
      sellProduct(fresh.database, { userId: member, productId: "intro-three", method: "cash", now: NOW });
    const results = await Promise.allSettled([sell(), sell(), sell()]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(AlreadyBoughtOnce);
    }
    await expect(sell()).rejects.toBeInstanceOf(AlreadyBoughtOnce);
    expect(await salesOf(fresh.database, member)).toHaveLength(1);
  });

  it("uses the membership within its weekly limit (Monday to Sunday in the gym's zone), then credits", async () => {
    await sellProduct(fresh.database, { userId: member, productId: "beginners", method: "cash", now: NOW });
    await sellProduct(fresh.database, { userId: member, productId: "drop-in", method: "cash", now: NOW });
    // Wednesday and Sunday of this week use the two classes; Sunday evening is still this week.
    expect(await claim(classIn(1))).toMatchObject({ kind: "membership" });
    expect(await claim("2026-11-29T20:00:00.000Z")).toMatchObject({ kind: "membership" });
    // The third class this week takes the drop-in credit; next Monday the membership again.
    expect(await claim(classIn(2))).toMatchObject({ kind: "credit" });
    expect(await claim("2026-11-30T00:30:00.000Z")).toMatchObject({ kind: "membership" });
    expect(await claim(classIn(3))).toBeNull();
    expect(await entitlementsOf(fresh.database, member, NOW)).toMatchObject({
      membership: { usedThisWeek: 2 },
      creditsLeft: 0,
    });
  });

  it("takes the credit that expires first, never an expired one, and gives it back once on return", async () => {
    await sellProduct(fresh.database, { userId: member, productId: "ten-class-pack", method: "cash", now: NOW });
    const { granted: dropIn } = await sellProduct(fresh.database, {
      userId: member,
      productId: "drop-in",
      method: "cash",
      now: NOW,
    });
    const bookingId = randomUUID();
    const taken = await fresh.database.writeTransaction((trx) =>
      claimEntitlement(fresh.database, trx, { userId: member, bookingId, startsAt: classIn(1), now: NOW }),
    );
    expect(taken).toEqual({ kind: "credit", creditGrantId: dropIn.id });
    expect((await entitlementsOf(fresh.database, member, NOW)).creditsLeft).toBe(10);

    const returnTwice = () => fresh.database.writeTransaction((trx) => returnEntitlement(trx, bookingId, NOW));
    expect(await returnTwice()).toBe(true);
    expect(await returnTwice()).toBe(false);
    expect((await entitlementsOf(fresh.database, member, NOW)).creditsLeft).toBe(11);

    // Fifteen days on, the drop-in has expired: the pack's credit is used.
    const later = new Date(NOW.getTime() + 15 * DAY);
    expect(await claim(classIn(16), later)).toMatchObject({ kind: "credit" });
    expect(await entitlementsOf(fresh.database, member, later)).toMatchObject({ creditsLeft: 9 });
  });

  it("lets 20 parallel claims on the last credit take it exactly once", async () => {
    await sellProduct(fresh.database, { userId: member, productId: "drop-in", method: "cash", now: NOW });
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(classIn(1))));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect((await entitlementsOf(fresh.database, member, NOW)).creditsLeft).toBe(0);
  });
});
