import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { bookSession } from "./bookings.server.ts";
import { cancelConfirmation, cancelReturnPath } from "./cancel-confirmation.server.ts";
import { cancelPrompt } from "./cancel-prompt.ts";
import { cancelBooking } from "./cancellations.server.ts";
import { createMembers, HOUR, SPIN, SPIN_STARTS, TWO_DAYS_BEFORE } from "./test-support.ts";

vi.mock("#app/content/timetable.ts", async () => ({ timetable: (await import("./test-support.ts")).fixtureTimetable }));
vi.mock("#app/content/classes.ts", async () => ({ gymClasses: (await import("./test-support.ts")).fixtureClasses }));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("./test-support.ts")).fixtureRules,
}));

describe("what a member is asked before cancelling", () => {
  it("names the class and the day, and until when it is free, or that it is late now", () => {
    const booked = { className: "Yoga", dayName: "Tuesday", status: "booked", freeUntil: "8:00am" } as const;
    expect(cancelPrompt({ ...booked, late: false })).toEqual({
      question: "Cancel Yoga on Tuesday?",
      rule: "Free until 8:00am: after that, cancelling counts as a late cancellation.",
      confirm: "Yes, cancel",
    });
    expect(cancelPrompt({ ...booked, late: true }).rule).toMatch(/^It is now a late cancellation/);
    expect(cancelPrompt({ ...booked, status: "waitlisted", late: false })).toMatchObject({
      question: "Leave the waitlist for Yoga on Tuesday?",
      confirm: "Yes, leave the waitlist",
    });
  });

  it("posts back only to a page that takes cancellations (a day's schedule, /account), keeping its query", () => {
    expect(cancelReturnPath("/schedule/tuesday?week=1&class=yoga")).toBe("/schedule/tuesday?week=1&class=yoga");
    expect(cancelReturnPath("/account")).toBe("/account");
    for (const elsewhere of [null, "", "/schedule/week", "/staff", "//evil.example/account", "https://evil.example"]) {
      expect(cancelReturnPath(elsewhere), String(elsewhere)).toBe("/account");
    }
  });
});

describe.each(databaseKinds)("the cancel confirmation page's booking on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("shows the member's own booking with the free-cancellation moment named with its day, and late once it has passed", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    const booking = await bookSession(fresh.database, { userId: member, sessionId: SPIN, now: TWO_DAYS_BEFORE });
    const early = await cancelConfirmation(fresh.database, member, booking.id, TWO_DAYS_BEFORE);
    expect(early).toMatchObject({
      state: "cancellable",
      bookingId: booking.id,
      sessionId: SPIN,
      late: false,
      prompt: {
        question: "Cancel Spin on Monday?",
        rule: expect.stringMatching(/^Free until Monday 30 November at 7:00am:/),
      },
    });
    const late = await cancelConfirmation(fresh.database, member, booking.id, new Date(SPIN_STARTS - HOUR));
    expect(late).toMatchObject({ state: "cancellable", late: true });
    expect(await cancelConfirmation(fresh.database, member, booking.id, new Date(SPIN_STARTS + 1))).toBeUndefined();
  });

  it("shows no one else's booking, and none that is already cancelled", async () => {
    const [member = "", stranger = ""] = await createMembers(fresh.database, 2);
    const booking = await bookSession(fresh.database, { userId: member, sessionId: SPIN, now: TWO_DAYS_BEFORE });
    expect(await cancelConfirmation(fresh.database, stranger, booking.id, TWO_DAYS_BEFORE)).toBeUndefined();
    await cancelBooking(fresh.database, { userId: member, bookingId: booking.id, now: TWO_DAYS_BEFORE });
    expect(await cancelConfirmation(fresh.database, member, booking.id, TWO_DAYS_BEFORE)).toBeUndefined();
  });
});
