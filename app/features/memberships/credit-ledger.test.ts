import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { createAccount, createStaffActor } from "#app/features/staff/test-support.ts";
import { type Database, openDatabase } from "#app/platform/data/database.server.ts";
import { DELETED_PERSON_LABEL } from "#app/platform/data/person-columns.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { expireCredits } from "./credit-expiry.server.ts";
import { creditHistory } from "./credit-history.server.ts";
import { NotEnoughCredits } from "./credit-ledger.server.ts";
import { bookingsUsingSaleCredits, saleCreditsLeft, withdrawSaleCredits } from "./credit-refunds.server.ts";
import { claimEntitlement, returnEntitlement } from "./entitlements.server.ts";
import { entitlementsOf } from "./member-entitlements.server.ts";
import { adjustCredits } from "./membership-changes.server.ts";
import { sellProduct } from "./sales.server.ts";
import { creditsLeft, productOfShape, TEST_MAIL } from "./test-support.ts";

/**
 * The credit ledger (decision 0150), on both databases: every change of a member's credits
 * is a row, and what they have is the sum of the rows. Dates are counted from the test's
 * clock, so the tests hold at any instant (TEST_NOW).
 */

const DAY = 24 * 60 * 60 * 1000;
const pack = productOfShape("pack") as CreditProduct;
const dropIn = productOfShape("drop-in") as CreditProduct;

describe.each(databaseKinds)("the credit ledger on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: { id: string; email: string };
  let desk: { id: string; label: string };
  let now: Date;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    member = await createAccount(fresh.database, { email: `m-${randomUUID()}@example.com`, entitled: false });
    desk = await createStaffActor(fresh.database, "owner");
    now = clock.now();
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const later = (days: number) => new Date(now.getTime() + days * DAY);
  const sell = (productId: string, at = now) =>
    sellProduct(
      fresh.database,
      { userId: member.id, productId, method: "cash", staffUserId: desk.id, now: at },
      { mail: TEST_MAIL },
    );
  const claim = (bookingId: string, startsAt: Date, at = now) =>
    fresh.database.writeTransaction((trx) =>
      claimEntitlement(fresh.database, trx, {
        userId: member.id,
        bookingId,
        startsAt: startsAt.toISOString(),
        now: at,
      }),
    );
  const rows = () =>
    fresh.database.db
      .selectFrom("credit_ledger")
      .select(["grant_id", "kind", "credits", "at", "booking_id", "sale_id", "actor", "reason"])
      .where("user_id", "=", member.id)
      .orderBy("seq")
      .execute();
  const sumOf = (each: { credits: number | string }[]) => each.reduce((sum, row) => sum + Number(row.credits), 0);

  it("writes each grant, use, return, adjustment, expiry and withdrawal as a row; what is left is their sum", async () => {
    const sold = await sell(pack.id);
    const packGrant = sold.granted.id;
    const booking = randomUUID();
    expect(await claim(booking, later(1))).toEqual({ kind: "credit", creditGrantId: packGrant });
    await fresh.database.writeTransaction((trx) => returnEntitlement(trx, booking, now, "cancelled"));
    await adjustCredits(fresh.database, {
      userId: member.id,
      change: 2,
      reason: "Sorry for the broken bike",
      // Sooner than the pack, so taking away takes these first.
      validDays: pack.validDays - 1,
      actor: desk,
      now,
    });
    await adjustCredits(fresh.database, {
      userId: member.id,
      change: -3,
      reason: "Entered twice",
      validDays: 30,
      actor: desk,
      now,
    });
    const withdrawn = await fresh.database.writeTransaction((trx) =>
      withdrawSaleCredits(fresh.database, trx, {
        saleId: sold.sale.id,
        credits: 2,
        now,
        actor: desk,
        reason: "Part refunded",
      }),
    );
    expect(withdrawn).toBe(2);
    const drop = await sell(dropIn.id);
    await expireCredits(fresh.database, later(dropIn.validDays + 1));

    const ledger = await rows();
    expect(ledger.map((row) => [row.kind, Number(row.credits)])).toEqual([
      ["grant", pack.credits],
      ["use", -1],
      ["return", 1],
      ["adjust", 2],
      // Taken from the credits that expire first: the desk's two, then one of the pack's.
      ["adjust", -2],
      ["adjust", -1],
      ["withdraw", -2],
      ["grant", dropIn.credits],
      ["expire", -dropIn.credits],
    ]);
    expect(ledger[0]).toMatchObject({ grant_id: packGrant, sale_id: sold.sale.id, actor: desk.label });
    expect(ledger[1]).toMatchObject({ booking_id: booking, actor: "member" });
    expect(ledger[2]).toMatchObject({ booking_id: booking, reason: "Cancelled in time" });
    expect(ledger[3]).toMatchObject({ actor: desk.label, reason: "Sorry for the broken bike" });
    expect(ledger[4]).toMatchObject({ grant_id: ledger[3]?.grant_id, reason: "Entered twice" });
    expect(ledger[5]).toMatchObject({ grant_id: packGrant });
    expect(ledger[6]).toMatchObject({ grant_id: packGrant, sale_id: sold.sale.id, reason: "Part refunded" });
    expect(ledger[8]).toMatchObject({
      grant_id: drop.granted.id,
      at: drop.granted.kind === "credits" ? drop.granted.expiresAt : "",
    });

    // A balance is the sum of the rows: the pack's, and the member's over unexpired grants.
    const packLeft = pack.credits - 1 + 1 - 1 - 2;
    expect(sumOf(ledger.filter((row) => row.grant_id === packGrant))).toBe(packLeft);
    const held = await entitlementsOf(fresh.database, member.id, later(dropIn.validDays + 1));
    expect(held.credits).toEqual([expect.objectContaining({ id: packGrant, left: packLeft, total: pack.credits })]);
    expect(held.creditsLeft).toBe(sumOf(ledger));
    expect(await saleCreditsLeft(fresh.database.db, sold.sale.id, now)).toBe(packLeft);
    // The booking given back holds none of the sale's credits; one that still does is listed.
    expect(await bookingsUsingSaleCredits(fresh.database.db, sold.sale.id)).toEqual([]);
    const held2 = randomUUID();
    await claim(held2, later(2));
    expect(await bookingsUsingSaleCredits(fresh.database.db, sold.sale.id)).toEqual([
      { bookingId: held2, startsAt: later(2).toISOString() },
    ]);
  });

  it("withdraws a sale's credits inside the caller's transaction: gone with it when it rolls back, refused beyond what is left", async () => {
    const sold = await sell(pack.id);
    const withdraw = (credits: number) =>
      fresh.database.writeTransaction((trx) =>
        withdrawSaleCredits(fresh.database, trx, { saleId: sold.sale.id, credits, now, actor: desk, reason: "Refund" }),
      );
    await expect(
      fresh.database.writeTransaction(async (trx) => {
        await withdrawSaleCredits(fresh.database, trx, {
          saleId: sold.sale.id,
          credits: 3,
          now,
          actor: desk,
          reason: "Refund",
        });
        throw new Error("the refund failed after the withdrawal");
      }),
    ).rejects.toThrow("the refund failed");
    expect(await creditsLeft(fresh.database, member.id, now)).toBe(pack.credits);
    await expect(withdraw(pack.credits + 1)).rejects.toBeInstanceOf(NotEnoughCredits);
    expect(await withdraw(pack.credits)).toBe(pack.credits);
    expect(await creditsLeft(fresh.database, member.id, now)).toBe(0);
    await expect(withdraw(1)).rejects.toBeInstanceOf(NotEnoughCredits);
    // A sale that bought no credits has none to withdraw.
    const membership = await sell(productOfShape("limited").id);
    await expect(
      fresh.database.writeTransaction((trx) =>
        withdrawSaleCredits(fresh.database, trx, {
          saleId: membership.sale.id,
          credits: 1,
          now,
          actor: desk,
          reason: "Refund",
        }),
      ),
    ).rejects.toBeInstanceOf(NotEnoughCredits);
  });

  it("lets two desks take away the last credits at once only once", async () => {
    await sell(dropIn.id);
    const takeAway = () =>
      adjustCredits(fresh.database, {
        userId: member.id,
        change: -dropIn.credits,
        reason: "Not paid",
        validDays: 30,
        actor: desk,
        now,
      }).then(
        () => "taken",
        (error: unknown) => (error instanceof Error ? error.name : "?"),
      );
    const outcomes = await Promise.all([takeAway(), takeAway(), takeAway()]);
    expect(outcomes.filter((outcome) => outcome === "taken")).toHaveLength(1);
    expect(await creditsLeft(fresh.database, member.id, now)).toBe(0);
    expect(sumOf(await rows())).toBe(0);
  });

  it("goes with the member's account; a deleted staff member's rows stay, naming them as a deleted account", async () => {
    await sell(pack.id);
    await adjustCredits(fresh.database, {
      userId: member.id,
      change: 1,
      reason: "Welcome back",
      validDays: 30,
      actor: desk,
      now,
    });
    await fresh.database.db.deleteFrom("staff_roles").where("user_id", "=", desk.id).execute();
    await fresh.database.db.deleteFrom("user").where("id", "=", desk.id).execute();
    expect((await rows()).map((row) => row.actor)).toEqual([DELETED_PERSON_LABEL, DELETED_PERSON_LABEL]);
    const actorIds = await fresh.database.db
      .selectFrom("credit_ledger")
      .select("actor_id")
      .where("user_id", "=", member.id)
      .execute();
    expect(actorIds).toEqual([{ actor_id: null }, { actor_id: null }]);
    await fresh.database.db.deleteFrom("user").where("id", "=", member.id).execute();
    expect(await rows()).toEqual([]);
  });

  describe("expiry", () => {
    let second: Database;
    beforeEach(() => {
      // Another server on the same PostgreSQL database. An SQLite file has one server, whose
      // writes queue up: its sweeps overlap on the one connection.
      second =
        kind === "postgres"
          ? openDatabase({ kind: "postgres", url: fresh.env.DATABASE_URL ?? "", poolSize: 3 })
          : fresh.database;
    });
    afterEach(async () => {
      if (second !== fresh.database) await second.close();
    });

    it("writes one expire row per grant for what it had left, dated at its expiry, however many servers sweep at once", async () => {
      const packSale = await sell(pack.id);
      await claim(randomUUID(), later(1));
      const early = await sell(dropIn.id);
      const others = await Promise.all(
        [1, 2, 3].map(async (i) => {
          const other = await createAccount(fresh.database, {
            email: `o${i}-${randomUUID()}@example.com`,
            entitled: false,
          });
          await sellProduct(
            fresh.database,
            { userId: other.id, productId: dropIn.id, method: "card", staffUserId: desk.id, now },
            { mail: TEST_MAIL },
          );
          return other.id;
        }),
      );
      const afterDropIns = later(dropIn.validDays + 1);
      const sweeps = await Promise.all([
        expireCredits(fresh.database, afterDropIns),
        expireCredits(second, afterDropIns),
        expireCredits(fresh.database, afterDropIns),
        expireCredits(second, afterDropIns),
      ]);
      expect(sweeps.reduce((sum, each) => sum + each, 0)).toBe(4 * dropIn.credits);
      expect(await expireCredits(second, afterDropIns)).toBe(0);
      const expired = await fresh.database.db
        .selectFrom("credit_ledger")
        .select(["grant_id", "user_id", "credits", "at"])
        .where("kind", "=", "expire")
        .execute();
      expect(expired).toHaveLength(4);
      expect(expired.find((row) => row.user_id === member.id)).toMatchObject({
        grant_id: early.granted.id,
        credits: -dropIn.credits,
        at: early.granted.kind === "credits" ? early.granted.expiresAt : "",
      });
      for (const other of others) expect(await creditsLeft(fresh.database, other, now)).toBe(0);
      // The pack runs on; it expires in its turn with what it has left.
      expect(await creditsLeft(fresh.database, member.id, afterDropIns)).toBe(pack.credits - 1);
      const afterPack = later(pack.validDays + 1);
      expect(await expireCredits(second, afterPack)).toBe(pack.credits - 1);
      const packRows = await rows();
      expect(sumOf(packRows.filter((row) => row.grant_id === packSale.granted.id))).toBe(0);
    });

    it("shows the history newest first with the balance after each entry, an expired grant expired even before the sweep", async () => {
      await sell(pack.id);
      const booking = randomUUID();
      await claim(booking, later(1));
      await fresh.database.writeTransaction((trx) => returnEntitlement(trx, booking, now, "cancelled"));
      expect(
        (await creditHistory(fresh.database, member.id, now)).map(({ kind, credits, balanceAfter }) => [
          kind,
          credits,
          balanceAfter,
        ]),
      ).toEqual([
        ["return", 1, pack.credits],
        ["use", -1, pack.credits - 1],
        ["grant", pack.credits, pack.credits],
      ]);
      const history = await creditHistory(fresh.database, member.id, now);
      expect(history[2]?.description).toBe(`Bought: ${pack.name}`);

      const afterPack = later(pack.validDays + 1);
      const before = await creditHistory(fresh.database, member.id, afterPack);
      expect(before[0]).toMatchObject({
        kind: "expire",
        credits: -pack.credits,
        balanceAfter: 0,
        description: `Expired: ${pack.name}`,
      });
      await expireCredits(fresh.database, afterPack);
      expect(await creditHistory(fresh.database, member.id, afterPack)).toEqual(before);
    });
  });
});
