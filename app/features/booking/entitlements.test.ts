import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { creditsLeft, giveMembershipAs, giveTestCredits } from "#app/features/memberships/test-support.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { refusalCode } from "#tests/support/refusals.ts";
import { availabilityOf } from "./availability.server.ts";
import { bookingMailer } from "./booking-mail.server.ts";
import { bookSession } from "./bookings.server.ts";
import { cancelBooking } from "./cancellations.server.ts";
import { BookingRefused } from "./errors.ts";
import { cancelWholeSession, markPlaceAttendance, recordNoShows } from "./session-changes.server.ts";
import { createMembers, HOUR, MONDAY, SPIN, SPIN_STARTS, spinOn, TWO_DAYS_BEFORE, YOGA } from "./test-support.ts";

/** The gym's rules of these tests, changed by a test and put back after it. */
const rules = vi.hoisted(() => ({ current: {} as Record<string, unknown>, original: {} as Record<string, unknown> }));

vi.mock("#app/content/timetable.ts", async () => ({ timetable: (await import("./test-support.ts")).fixtureTimetable }));
vi.mock("#app/content/classes.ts", async () => ({ gymClasses: (await import("./test-support.ts")).fixtureClasses }));
vi.mock("#app/content/booking-rules.ts", async () => {
  rules.original = { ...(await import("./test-support.ts")).fixtureRules };
  rules.current = { ...rules.original };
  return { bookingRules: rules.current };
});

const DAY = 24 * HOUR;
const LATER = new Date(SPIN_STARTS + 30 * DAY);
const context = { origin: "https://gym.example", staffEmail: "desk@gym.example" };

const session = (id: string) => {
  const found = findSession(id);
  if (!found) throw new Error(`the fixture timetable has no ${id}`);
  return found;
};

const refusal = (promise: Promise<unknown>) => refusalCode(promise, BookingRefused);

describe.each(databaseKinds)("booking with what a member has bought, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    Object.assign(rules.current, rules.original);
    await fresh.dispose();
  });

  const book = (userId: string, sessionId = SPIN, now = TWO_DAYS_BEFORE) =>
    bookSession(fresh.database, { userId, sessionId, now }, bookingMailer({ context }));
  const cancel = (userId: string, bookingId: string, now = TWO_DAYS_BEFORE) =>
    cancelBooking(fresh.database, { userId, bookingId, now }, bookingMailer({ context }));
  /** Members with nothing bought, and the class credits the test gives them. */
  const buyers = async (count: number, credits = 0) => {
    const ids = await createMembers(fresh.database, count, { entitled: false });
    if (credits > 0) {
      for (const id of ids) await giveTestCredits(fresh.database, id, { count: credits, expiresAt: LATER });
    }
    return ids;
  };
  const outboxTopics = async (to: string) =>
    (
      await fresh.database.db
        .selectFrom("mail_outbox")
        .select("topic")
        .where("recipient", "=", `${to}@example.com`)
        .orderBy("created_at")
        .execute()
    ).map((row) => row.topic);

  it("refuses a place to a member with no membership or credit (ENTITLEMENT_REQUIRED, 402), writing nothing", async () => {
    const [member = ""] = await buyers(1);
    const refused = await book(member).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BookingRefused);
    expect(refused).toMatchObject({ code: "ENTITLEMENT_REQUIRED", status: 402 });
    expect((await availabilityOf(fresh.database, [session(SPIN)], member)).get(SPIN)).toMatchObject({
      booked: 0,
      myBooking: null,
    });
    expect(await outboxTopics(member)).toEqual([]);
  });

  it("lets a member with nothing bought join a full class's waitlist, which holds no credit", async () => {
    await buyers(3, 1).then((members) => Promise.all(members.map((member) => book(member))));
    const [waiting = ""] = await buyers(1, 1);
    expect(await book(waiting)).toMatchObject({ status: "waitlisted", position: 1 });
    expect(await creditsLeft(fresh.database, waiting, TWO_DAYS_BEFORE)).toBe(1);
  });

  it("takes one credit for a place, gives it back on a cancellation in time, keeps it on a late one", async () => {
    const [member = ""] = await buyers(1, 2);
    const first = await book(member);
    expect(await creditsLeft(fresh.database, member, TWO_DAYS_BEFORE)).toBe(1);
    await cancel(member, first.id);
    expect(await creditsLeft(fresh.database, member, TWO_DAYS_BEFORE)).toBe(2);

    const again = await book(member);
    const oneHourBefore = new Date(SPIN_STARTS - HOUR);
    expect((await cancel(member, again.id, oneHourBefore)).status).toBe("late-cancelled");
    expect(await creditsLeft(fresh.database, member, oneHourBefore)).toBe(1);
  });

  it("gives a late cancellation's credit back too where the gym's rules say late cancellations use none", async () => {
    rules.current.lateCancellationUsesCredit = false;
    const [member = ""] = await buyers(1, 1);
    const booking = await book(member);
    const oneHourBefore = new Date(SPIN_STARTS - HOUR);
    expect((await cancel(member, booking.id, oneHourBefore)).status).toBe("late-cancelled");
    expect(await creditsLeft(fresh.database, member, oneHourBefore)).toBe(1);
  });

  it("promotes past a waiting member with nothing to book with, who keeps their place in line and is told once", async () => {
    const [a = "", b = "", c = ""] = await buyers(3, 1);
    const first = await book(a);
    await book(b);
    await book(c);
    const [broke = ""] = await buyers(1);
    const [payer = ""] = await buyers(1, 1);
    expect(await book(broke)).toMatchObject({ status: "waitlisted", position: 1 });
    expect(await book(payer)).toMatchObject({ status: "waitlisted", position: 2 });

    const cancelled = await cancel(a, first.id);
    expect(cancelled.promoted.map((promotion) => promotion.userId)).toEqual([payer]);
    expect(await creditsLeft(fresh.database, payer, TWO_DAYS_BEFORE)).toBe(0);
    expect((await availabilityOf(fresh.database, [session(SPIN)], broke)).get(SPIN)?.myBooking).toMatchObject({
      status: "waitlisted",
      position: 1,
    });
    expect(await outboxTopics(broke)).toEqual(["skipped-no-entitlement"]);

    // Another place frees up: still nothing to book with, and no second e-mail about it.
    const bBooking = (await availabilityOf(fresh.database, [session(SPIN)], b)).get(SPIN)?.myBooking;
    await cancel(b, bBooking?.id ?? "");
    expect(await outboxTopics(broke)).toEqual(["skipped-no-entitlement"]);

    // Having bought a credit, the member gets the next place.
    await giveTestCredits(fresh.database, broke, { count: 1, expiresAt: LATER });
    const cBooking = (await availabilityOf(fresh.database, [session(SPIN)], c)).get(SPIN)?.myBooking;
    expect((await cancel(c, cBooking?.id ?? "")).promoted.map((promotion) => promotion.userId)).toEqual([broke]);
    expect(await creditsLeft(fresh.database, broke, TWO_DAYS_BEFORE)).toBe(0);
  });

  it("gives every place's credit back when the gym cancels the class", async () => {
    const members = await buyers(3, 1);
    for (const member of members) await book(member);
    await cancelWholeSession(fresh.database, { session: session(SPIN), reason: "Coach ill", now: TWO_DAYS_BEFORE });
    for (const member of members) expect(await creditsLeft(fresh.database, member, TWO_DAYS_BEFORE)).toBe(1);
  });

  it("books with a credit only if it is still valid at the class's start, whichever expires first", async () => {
    const [member = ""] = await buyers(1);
    // Valid now, two days before the class, but not when it starts: it books nothing.
    await giveTestCredits(fresh.database, member, { count: 1, expiresAt: new Date(SPIN_STARTS - HOUR) });
    expect(await refusal(book(member))).toBe("ENTITLEMENT_REQUIRED");
    // A later credit books it, and the earlier one is left for a class it covers.
    await giveTestCredits(fresh.database, member, { count: 1, expiresAt: new Date(SPIN_STARTS + HOUR) });
    expect((await book(member)).status).toBe("booked");
    expect(await creditsLeft(fresh.database, member, TWO_DAYS_BEFORE)).toBe(1);
    expect(await creditsLeft(fresh.database, member, new Date(SPIN_STARTS - 2 * HOUR))).toBe(1);
    expect(await creditsLeft(fresh.database, member, new Date(SPIN_STARTS - HOUR))).toBe(0);
  });

  it("gives a credit back for 7 days when the gym cancels a class after the credit has expired", async () => {
    const [member = ""] = await buyers(1);
    await giveTestCredits(fresh.database, member, { count: 1, expiresAt: new Date(SPIN_STARTS + HOUR / 2) });
    await book(member);
    // The class did not take place: the gym cancels it afterwards, when the credit has expired.
    const cancelledAt = new Date(SPIN_STARTS + HOUR);
    await cancelWholeSession(fresh.database, { session: session(SPIN), reason: "No coach", now: cancelledAt });
    expect(await creditsLeft(fresh.database, member, cancelledAt)).toBe(1);
    expect(await creditsLeft(fresh.database, member, new Date(cancelledAt.getTime() + 7 * DAY - 1))).toBe(1);
    expect(await creditsLeft(fresh.database, member, new Date(cancelledAt.getTime() + 7 * DAY))).toBe(0);
    // And it books a class of the coming week.
    expect((await book(member, spinOn("2026-12-05"), cancelledAt)).status).toBe("booked");
  });

  it("gives a credit back for 7 days when the gym cancels a class and the credit would expire sooner", async () => {
    const [member = ""] = await buyers(1);
    await giveTestCredits(fresh.database, member, { count: 1, expiresAt: new Date(SPIN_STARTS + HOUR) });
    await book(member);
    await cancelWholeSession(fresh.database, { session: session(SPIN), reason: "Coach ill", now: TWO_DAYS_BEFORE });
    const sixDaysOn = new Date(TWO_DAYS_BEFORE.getTime() + 6 * DAY);
    expect(await creditsLeft(fresh.database, member, sixDaysOn)).toBe(1);
    expect(await creditsLeft(fresh.database, member, new Date(TWO_DAYS_BEFORE.getTime() + 7 * DAY))).toBe(0);
  });

  it("counts the weekly limit per member, across a lapsed membership and the one that follows it", async () => {
    const [member = ""] = await buyers(1);
    // Two classes a week: the first membership runs to Tuesday noon and pays Monday's and Tuesday's.
    await giveMembershipAs(fresh.database, member, {
      classesPerWeek: 2,
      periodEnd: new Date("2026-12-01T12:00:00Z"),
    });
    expect((await book(member, SPIN)).status).toBe("booked");
    expect((await book(member, spinOn("2026-12-01"))).status).toBe("booked");
    // A new two-a-week membership covers Wednesday, but the member has had their two classes this week.
    await giveMembershipAs(fresh.database, member, { classesPerWeek: 2, periodEnd: LATER });
    expect(await refusal(book(member, spinOn("2026-12-02")))).toBe("ENTITLEMENT_REQUIRED");
    // Next week is a new week.
    expect((await book(member, spinOn("2026-12-07"), new Date("2026-12-01T10:00:00Z"))).status).toBe("booked");
  });

  it("keeps a no-show's credit, and gives it back where the gym's rules say no-shows use none", async () => {
    const [kept = "", returned = ""] = await buyers(2, 1);
    const afterClass = new Date(SPIN_STARTS + 2 * HOUR);
    await book(kept);
    await recordNoShows(fresh.database, afterClass);
    expect(await creditsLeft(fresh.database, kept, afterClass)).toBe(0);

    rules.current.noShowUsesCredit = false;
    await book(returned, spinOn("2026-12-01"));
    expect(await creditsLeft(fresh.database, returned, afterClass)).toBe(0);
    await recordNoShows(fresh.database, new Date("2026-12-01T11:00:00Z"));
    expect(await creditsLeft(fresh.database, returned, afterClass)).toBe(1);

    // Marked by staff rather than by the sweep: the same.
    const marked = await book(returned, spinOn("2026-12-02"));
    await markPlaceAttendance(fresh.database, {
      session: session(spinOn("2026-12-02")),
      bookingId: marked.id,
      attendance: "no-show",
      now: new Date("2026-12-02T10:30:00Z"),
    });
    expect(await creditsLeft(fresh.database, returned, afterClass)).toBe(1);
  });

  it("takes a returned no-show's credit again when staff correct it to attended, unless it was spent since", async () => {
    rules.current.noShowUsesCredit = false;
    const [corrected = "", spent = ""] = await buyers(2, 1);
    const afterClass = new Date(SPIN_STARTS + 2 * HOUR);
    const correctedPlace = await book(corrected);
    const spentPlace = await book(spent);
    await recordNoShows(fresh.database, afterClass);
    expect(await creditsLeft(fresh.database, corrected, afterClass)).toBe(1);
    expect(await creditsLeft(fresh.database, spent, afterClass)).toBe(1);

    // The second member spends the returned credit on another class before the correction.
    const later = spinOn("2026-12-01");
    await book(spent, later, afterClass);
    expect(await creditsLeft(fresh.database, spent, afterClass)).toBe(0);

    const markAttended = (bookingId: string) =>
      markPlaceAttendance(fresh.database, {
        session: session(SPIN),
        bookingId,
        attendance: "attended",
        now: afterClass,
      });
    expect((await markAttended(correctedPlace.id)).before).toBe("no-show");
    expect(await creditsLeft(fresh.database, corrected, afterClass)).toBe(0);
    await markAttended(spentPlace.id);
    expect(await creditsLeft(fresh.database, spent, afterClass)).toBe(0);
  });

  it("books free, using nothing, where the gym turns the requirement off", async () => {
    rules.current.entitlementRequired = false;
    const [member = "", holder = ""] = await buyers(2);
    await giveTestCredits(fresh.database, holder, { count: 1, expiresAt: LATER });
    expect((await book(member)).status).toBe("booked");
    expect((await book(holder)).status).toBe("booked");
    expect(await creditsLeft(fresh.database, holder, TWO_DAYS_BEFORE)).toBe(1);
  });

  it("books with a past-due membership for the grace period after the failed renewal, never with a paused one", async () => {
    const [late = "", tooLate = "", paused = ""] = await buyers(3);
    const periodEnd = LATER;
    await giveMembershipAs(fresh.database, late, {
      status: "past_due",
      periodEnd,
      pastDueSince: new Date(TWO_DAYS_BEFORE.getTime() - 2 * DAY),
    });
    await giveMembershipAs(fresh.database, tooLate, {
      status: "past_due",
      periodEnd,
      pastDueSince: new Date(TWO_DAYS_BEFORE.getTime() - 3 * DAY - 1000),
    });
    await giveMembershipAs(fresh.database, paused, { status: "paused", periodEnd });
    expect((await book(late)).status).toBe("booked");
    expect(await refusal(book(tooLate))).toBe("ENTITLEMENT_REQUIRED");
    expect(await refusal(book(paused))).toBe("ENTITLEMENT_REQUIRED");
  });

  it("uses a membership within its weekly limit, Monday to Sunday where the gym is, then the member's credits", async () => {
    const [member = ""] = await buyers(1, 1);
    await giveMembershipAs(fresh.database, member, { classesPerWeek: 1, periodEnd: LATER });
    expect((await book(member, SPIN)).status).toBe("booked");
    expect(await creditsLeft(fresh.database, member, TWO_DAYS_BEFORE)).toBe(1);
    // Monday's Yoga is the second class that week: the credit pays for it; a third finds nothing.
    expect((await book(member, YOGA)).status).toBe("booked");
    expect(await creditsLeft(fresh.database, member, TWO_DAYS_BEFORE)).toBe(0);
    expect(await refusal(book(member, spinOn("2026-12-01")))).toBe("ENTITLEMENT_REQUIRED");
    // The Sunday before is another week, with its own class.
    expect((await book(member, spinOn("2026-11-29"), new Date(Date.parse("2026-11-28T09:00:00Z")))).status).toBe(
      "booked",
    );
  });

  it("covers classes up to a desk membership's end, and later ones while a subscription renews by itself", async () => {
    const [desk = "", online = "", leaving = ""] = await buyers(3);
    const endsSunday = new Date(`${MONDAY}T00:00:00Z`);
    await giveMembershipAs(fresh.database, desk, { periodEnd: endsSunday });
    await giveMembershipAs(fresh.database, online, { periodEnd: endsSunday, stripeSubscriptionId: "sub_renews" });
    await giveMembershipAs(fresh.database, leaving, {
      periodEnd: endsSunday,
      stripeSubscriptionId: "sub_cancelled",
      cancelsAt: endsSunday,
    });
    expect(await refusal(book(desk))).toBe("ENTITLEMENT_REQUIRED");
    expect((await book(online)).status).toBe("booked");
    expect(await refusal(book(leaving))).toBe("ENTITLEMENT_REQUIRED");
    expect((await book(desk, spinOn("2026-11-29"))).status).toBe("booked");
  });
});
