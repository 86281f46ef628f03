import { setImmediate } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMembers } from "#app/features/booking/test-support.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { CheckoutLockBusy, withCheckoutLock } from "./checkout-lock.server.ts";

/**
 * The lock that makes two presses of Buy on a membership at the same instant start one
 * Checkout between them (decision 0110), on both databases: the second waits for the first,
 * another member never does, a failure lets go, and a lease whose holder died runs out.
 */

const MINUTE = 60_000;

describe.each(databaseKinds)("a member's Checkout lock, on %s", (kind) => {
  let fresh: FreshDatabase;
  /** Three members: a lock is a member's (its foreign key, decision 0145). */
  let members: string[] = [];

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    members = await createMembers(fresh.database, 3, { entitled: false });
  });
  const member = (n: 1 | 2 | 3) => members[n - 1] as string;
  afterAll(async () => {
    await fresh?.dispose();
  });

  const locks = () => fresh.database.db.selectFrom("stripe_checkout_locks").selectAll().execute();

  it("lets a member's second press in once the first has let go, holds up no other member, and lets go when the work fails", async () => {
    const { database } = fresh;
    const order: string[] = [];
    let firstIn = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      firstIn = resolve;
    });
    let letFirstFinish = () => {};
    const firstMayFinish = new Promise<void>((resolve) => {
      letFirstFinish = resolve;
    });
    const first = withCheckoutLock(database, member(1), async () => {
      order.push("first in");
      firstIn();
      await firstMayFinish;
      order.push("first out");
    });
    await firstHolds;

    let secondWaits = () => {};
    const secondWaiting = new Promise<void>((resolve) => {
      secondWaits = resolve;
    });
    const second = withCheckoutLock(database, member(1), async () => order.push("second in"), {
      pause: async () => {
        secondWaits();
        await setImmediate();
      },
    });
    await secondWaiting;
    await withCheckoutLock(database, member(2), async () => order.push("another member"));
    letFirstFinish();
    await Promise.all([first, second]);
    expect(order).toEqual(["first in", "another member", "first out", "second in"]);

    await expect(
      withCheckoutLock(database, member(1), async () => {
        throw new Error("Stripe cannot be reached");
      }),
    ).rejects.toThrow("Stripe cannot be reached");
    expect(await withCheckoutLock(database, member(1), async () => "taken again")).toBe("taken again");
    expect(await locks()).toEqual([]);
  });

  it("gives up after waiting its time for a holder that never lets go, and takes the lock once that holder's lease has run out", async () => {
    const { database } = fresh;
    const start = clock.millis();
    await database.db
      .insertInto("stripe_checkout_locks")
      .values({ user_id: member(3), token: "a-server-that-died", held_until: new Date(start + MINUTE).toISOString() })
      .execute();
    let fakeTime = start;
    const now = () => new Date(fakeTime);
    const waitAWhile = {
      now,
      pause: async (ms: number) => {
        fakeTime += ms * 10;
      },
    };
    await expect(withCheckoutLock(database, member(3), async () => "never", waitAWhile)).rejects.toBeInstanceOf(
      CheckoutLockBusy,
    );
    expect(fakeTime - start).toBeLessThan(MINUTE);

    fakeTime = start + MINUTE;
    expect(await withCheckoutLock(database, member(3), async () => "mine", { now })).toBe("mine");
    expect(await locks()).toEqual([]);
  });
});
