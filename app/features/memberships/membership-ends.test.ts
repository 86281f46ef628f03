import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailCopy } from "#app/content/mail.ts";
import { createAccount, createStaffActor } from "#app/features/staff/test-support.ts";
import { type Database, openDatabase } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { entitlementsOf } from "./member-entitlements.server.ts";
import { END_NOTICE_DAYS, endLapsedDeskMemberships, queueMembershipEndNotices } from "./membership-ends.server.ts";
import { sellProduct } from "./sales.server.ts";
import { sweepMemberships } from "./sweep.server.ts";
import { giveMembershipAs, productOfShape, TEST_MAIL } from "./test-support.ts";

/**
 * Desk memberships end at their period's end, and the member is told 3 days before
 * (decision 0152), each exactly once whichever servers sweep. Dates are counted from the
 * test's clock, so the tests hold at any instant (TEST_NOW).
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const limited = productOfShape("limited");

describe.each(databaseKinds)("desk memberships ending, on %s", (kind) => {
  let fresh: FreshDatabase;
  /** Another server on the same PostgreSQL database; SQLite's one server queues its writes. */
  let second: Database;
  let now: Date;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    second =
      kind === "postgres"
        ? openDatabase({ kind: "postgres", url: fresh.env.DATABASE_URL ?? "", poolSize: 3 })
        : fresh.database;
    now = clock.now();
  });
  afterEach(async () => {
    if (second !== fresh.database) await second.close();
    await fresh.dispose();
  });

  const member = (name: string) =>
    createAccount(fresh.database, { email: `${name}-${randomUUID()}@example.com`, entitled: false });
  const statusOf = async (id: string) =>
    (
      await fresh.database.db
        .selectFrom("memberships")
        .select(["status", "current_period_end"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;
  const endNotices = (email: string) =>
    fresh.database.db
      .selectFrom("mail_outbox")
      .select(["subject", "payload"])
      .where("recipient", "=", email)
      .where("topic", "=", "membership-ending")
      .execute();

  it("ends a desk membership once its paid period is over, once on any number of servers; a paused or Stripe-billed one stays", async () => {
    const [desk, running, paused, online] = await Promise.all(["desk", "running", "paused", "online"].map(member));
    const lapsing = await giveMembershipAs(fresh.database, desk?.id ?? "", {
      periodEnd: new Date(now.getTime() + HOUR),
    });
    const runs = await giveMembershipAs(fresh.database, running?.id ?? "", {
      periodEnd: new Date(now.getTime() + 10 * DAY),
    });
    const held = await giveMembershipAs(fresh.database, paused?.id ?? "", {
      status: "paused",
      periodEnd: new Date(now.getTime() - DAY),
    });
    const billed = await giveMembershipAs(fresh.database, online?.id ?? "", {
      periodEnd: new Date(now.getTime() - HOUR),
      stripeSubscriptionId: `sub_${randomUUID()}`,
    });

    expect(await endLapsedDeskMemberships(fresh.database, now)).toBe(0);
    const afterEnd = new Date(now.getTime() + 2 * HOUR);
    const ended = await Promise.all([
      endLapsedDeskMemberships(fresh.database, afterEnd),
      endLapsedDeskMemberships(second, afterEnd),
      endLapsedDeskMemberships(second, afterEnd),
    ]);
    expect(ended.reduce((sum, each) => sum + each, 0)).toBe(1);
    expect(await statusOf(lapsing)).toBe("ended");
    expect(await statusOf(runs)).toBe("active");
    expect(await statusOf(held)).toBe("paused");
    expect(await statusOf(billed)).toBe("active");
    expect((await entitlementsOf(fresh.database, desk?.id ?? "", afterEnd)).membership).toBeNull();
  });

  it("tells the member 3 days before the end, once; a renewal at the desk moves the notice to the new end", async () => {
    const buyer = await member("buyer");
    const desk = await createStaffActor(fresh.database, "staff");
    const sell = (at: Date) =>
      sellProduct(
        fresh.database,
        { userId: buyer.id, productId: limited.id, method: "card", staffUserId: desk.id, now: at },
        { mail: TEST_MAIL },
      );
    const sold = await sell(now);
    const endsAt = Date.parse(sold.granted.kind === "membership" ? sold.granted.renewsAt : "");
    const notice = (at: number) =>
      Promise.all([
        queueMembershipEndNotices(fresh.database, TEST_MAIL, new Date(at)),
        queueMembershipEndNotices(second, TEST_MAIL, new Date(at)),
      ]);

    expect(await notice(endsAt - END_NOTICE_DAYS * DAY - HOUR)).toEqual([0, 0]);
    const told = await notice(endsAt - END_NOTICE_DAYS * DAY + HOUR);
    expect(told.reduce((sum, each) => sum + each, 0)).toBe(1);
    expect(await notice(endsAt - DAY)).toEqual([0, 0]);
    const notices = await endNotices(buyer.email);
    expect(notices).toEqual([
      { subject: mailCopy.membershipEnding.subject(limited.name), payload: expect.any(String) },
    ]);

    // Renewed at the desk before it ends: it runs a month more, and the member is told again before that end.
    const renewed = await sell(new Date(endsAt - DAY));
    expect(renewed.granted).toMatchObject({ kind: "membership", id: sold.granted.id, renewed: true });
    const newEnd = Date.parse(renewed.granted.kind === "membership" ? renewed.granted.renewsAt : "");
    expect(newEnd).toBeGreaterThan(endsAt);
    expect(await endLapsedDeskMemberships(fresh.database, new Date(endsAt + HOUR))).toBe(0);
    expect(await notice(endsAt + HOUR)).toEqual([0, 0]);
    expect((await notice(newEnd - END_NOTICE_DAYS * DAY + HOUR)).reduce((sum, each) => sum + each, 0)).toBe(1);
    expect(await endNotices(buyer.email)).toHaveLength(2);
    // The claims go with the member's account.
    await fresh.database.db.deleteFrom("user").where("id", "=", buyer.id).execute();
    expect(await fresh.database.db.selectFrom("membership_end_notices").selectAll().execute()).toEqual([]);
  });

  it("sweeps all of it every round: expiries, notices and ends, and a desk sale after the end starts a new membership", async () => {
    const buyer = await member("lapsed");
    const sold = await sellProduct(
      fresh.database,
      { userId: buyer.id, productId: limited.id, method: "cash", now },
      { mail: TEST_MAIL },
    );
    const endsAt = Date.parse(sold.granted.kind === "membership" ? sold.granted.renewsAt : "");
    expect(await sweepMemberships(fresh.database, TEST_MAIL, new Date(endsAt - DAY))).toEqual({
      creditsExpired: 0,
      membershipsEnded: 0,
      noticesQueued: 1,
    });
    const afterEnd = new Date(endsAt + HOUR);
    expect(await sweepMemberships(fresh.database, TEST_MAIL, afterEnd)).toMatchObject({ membershipsEnded: 1 });
    expect(await statusOf(sold.granted.id)).toBe("ended");
    const again = await sellProduct(
      fresh.database,
      { userId: buyer.id, productId: limited.id, method: "cash", now: afterEnd },
      { mail: TEST_MAIL },
    );
    expect(again.granted).toMatchObject({ kind: "membership", renewed: false });
    expect(again.granted.id).not.toBe(sold.granted.id);
  });
});
