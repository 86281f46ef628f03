import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { leadsReport } from "./leads-report.server.ts";
import { rangeOf } from "./range.server.ts";
import { addSale, addSession } from "./test-support.ts";

// The hand-made data below is written in London's wall-clock time: the gym's zone is pinned,
// whatever zone a gym's own content names.
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

/**
 * Two November weeks of inquiries (London is on UTC), and what became of each:
 * - Ada (Spin, Mon 2 Nov 10:00): account 2 days later, first booking a day after that,
 *   bought 4 days after that.
 * - Ben (Spin, Tue 3 Nov 10:00, wrote his address as Ben@Example.com): account that
 *   evening at 22:00, booked 2.5 days later; his one purchase was refunded.
 * - Cat (Pilates, Tue 10 Nov): already a member since 1 Oct (account), booked 2 Oct,
 *   bought on 11 Nov, 40 days after that first booking.
 * - Dan (no class, Thu 12 Nov): no account.
 * - Eve (Pilates, Sat 14 Nov 10:00): account at noon, bought at 13:00, never booked.
 * - Fay wrote on Mon 16 Nov: after the range.
 */
const range = rangeOf("2026-11-02", "2026-11-15");
const at = (text: string) => new Date(`${text}:00.000Z`);

describe.each(databaseKinds)("the leads report on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    const { database } = fresh;
    const lead = (fullName: string, email: string, className: string | null, when: string) =>
      saveInquiry(database.db, { fullName, email, className, comment: "" }, at(when));
    const account = (email: string, when: string) => createAccount(database, { email, createdAt: at(when) });
    const booking = (userId: string, when: string) =>
      addSession(database, {
        id: `spin-${randomUUID()}`,
        classSlug: "spin",
        startsAt: at("2026-12-01T09:00").toISOString(),
        capacity: 10,
        bookings: [{ userId, status: "booked", createdAt: at(when).toISOString() }],
      });

    await lead("Ada", "ada@example.com", "Spin", "2026-11-02T10:00");
    const ada = await account("ada@example.com", "2026-11-04T10:00");
    await booking(ada.id, "2026-11-05T10:00");
    await booking(ada.id, "2026-11-07T10:00");
    await addSale(database, { userId: ada.id, at: "2026-11-09T10:00:00.000Z", amount: 1500 });

    await lead("Ben", "Ben@Example.com", "Spin", "2026-11-03T10:00");
    const ben = await account("ben@example.com", "2026-11-03T22:00");
    await booking(ben.id, "2026-11-06T10:00");
    await addSale(database, { userId: ben.id, at: "2026-11-06T11:00:00.000Z", amount: 1500, refunded: true });

    const cat = await account("cat@example.com", "2026-10-01T10:00");
    await booking(cat.id, "2026-10-02T10:00");
    await lead("Cat", "cat@example.com", "Pilates", "2026-11-10T10:00");
    await addSale(database, { userId: cat.id, at: "2026-11-11T10:00:00.000Z", amount: 6500 });

    await lead("Dan", "dan@example.com", null, "2026-11-12T10:00");

    await lead("Eve", "eve@example.com", "Pilates", "2026-11-14T10:00");
    const eve = await account("eve@example.com", "2026-11-14T12:00");
    await addSale(database, { userId: eve.id, at: "2026-11-14T13:00:00.000Z", amount: 1500 });

    await lead("Fay", "fay@example.com", "Spin", "2026-11-16T10:00");
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it("follows each lead to an account (by e-mail, any case), a first booking and a first purchase", async () => {
    const { funnel } = await leadsReport(fresh.database, range);
    expect(funnel.map(({ key, leads, rate, stepRate }) => ({ key, leads, rate, stepRate }))).toEqual([
      { key: "lead", leads: 5, rate: 1, stepRate: 1 },
      // Ada, Ben, Cat, Eve.
      { key: "account", leads: 4, rate: 4 / 5, stepRate: 4 / 5 },
      // Ada, Ben, Cat (Eve bought without booking: the funnel stops her at her account).
      { key: "booking", leads: 3, rate: 3 / 5, stepRate: 3 / 4 },
      // Ada and Cat; Ben's purchase was refunded.
      { key: "purchase", leads: 2, rate: 2 / 5, stepRate: 2 / 3 },
    ]);
  });

  it("gives the median days from each step to the next, an earlier step counting as 0 days", async () => {
    const { funnel } = await leadsReport(fresh.database, range);
    const days = funnel.map((step) => step.medianDays);
    expect(days[0]).toBeNull();
    // Account: Ada 2, Ben 0.5, Cat 0 (her account came first), Eve 1/12: median of [0, 1/12, 0.5, 2].
    expect(days[1]).toBeCloseTo((1 / 12 + 0.5) / 2);
    // First booking: Ada 1, Ben 2.5, Cat 1.
    expect(days[2]).toBe(1);
    // First purchase: Ada 4 (from her first booking), Cat 40.
    expect(days[3]).toBe(22);
  });

  it("counts leads per week (Monday to Sunday) by the class they asked about", async () => {
    const { weeks, classes } = await leadsReport(fresh.database, range);
    expect(weeks).toEqual([
      { monday: "2026-11-02", total: 2, byClass: { Spin: 2 } },
      { monday: "2026-11-09", total: 3, byClass: { Pilates: 2, "": 1 } },
    ]);
    expect(classes).toEqual([
      { name: "Pilates", leads: 2 },
      { name: "Spin", leads: 2 },
      { name: "", leads: 1 },
    ]);
  });
});
