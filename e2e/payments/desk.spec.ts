import type { Page } from "@playwright/test";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatTimeRange } from "#app/content/clock.ts";
import { type CreditProduct, formatMoney } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { type ClassSession, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { ownServer, shiftedClock, signInOn, signUpOn } from "./support.ts";

/**
 * Buying at the desk and booking with it, in the browser: staff sell a class pack on the
 * member's record; the member books with a credit, gets it back by cancelling in time, and
 * keeps it spent by cancelling late. A server of the spec's own stands its clock 90 minutes
 * before a class, so the late cancellation is real whatever the time of the run. A form sent
 * twice records once (decision 0130), yet two sales of one pack in a row are two sales.
 */

const HOUR = 60 * 60 * 1000;
const label = (session: ClassSession) => `${session.className}, ${formatTimeRange(session.start, session.end)}`;
const dayPath = (session: ClassSession) => `/schedule/${session.weekday}`;

// The file's tests share its server (its clock stands where the walk needs it): in order, on one worker.
test.describe.configure({ mode: "default" });

let server: RunningServer;
let database: Database;
/** A class starting 90 minutes after the server's now (too late to cancel for free), and one later in the week. */
let late: ClassSession;
let inTime: ClassSession;

test.beforeAll(async () => {
  const today = gymToday();
  const coming = sessionsBetween(today, today.add({ days: 5 }));
  const first = coming.find((session) => Date.parse(session.startsAtUtc) > clock.millis() + 3 * HOUR);
  if (!first) throw new Error("the timetable has no class in the coming days");
  late = first;
  const serverNow = Date.parse(late.startsAtUtc) - 1.5 * HOUR;
  const later = coming.find(
    (session) =>
      Date.parse(session.startsAtUtc) > serverNow + (bookingRules.lateCancellationHours + 1) * HOUR &&
      Date.parse(session.startsAtUtc) < serverNow + (bookingRules.opensDaysBefore - 1) * 24 * HOUR &&
      session.weekday !== late.weekday,
  );
  if (!later) throw new Error("the timetable has no second class to book in time");
  inTime = later;
  ({ server, database } = await ownServer(shiftedClock(serverNow - clock.millis())));
});
test.afterAll(async () => {
  await database?.close();
  await server?.stop();
});

/** A staff account of the test's own, signed in on the page, as `npm run staff -- grant` would make it. */
async function signUpStaffOn(page: Page) {
  const staff = await signUpOn(page, server.origin, "desk");
  await setRole(database, {
    email: staff.email,
    role: "staff",
    actor: COMMAND_LINE,
    demoAccounts: {},
    from: "command line",
  });
}

test("staff sell a pack at the desk; the member books with it, gets the credit back in time, keeps it when late", {
  tag: "@flow",
}, async ({ page, expectNoAxeViolations }) => {
  // One walk through several pages as two people (or through Stripe and back): three times the usual time.
  test.slow();
  const origin = server.origin;
  const pack = productOfShape("pack") as CreditProduct;
  const member = await signUpOn(page, origin, "member");
  await signUpStaffOn(page);

  // The desk: nothing held yet, then a pack sold for cash.
  await page.goto(`${origin}/staff/members/${member.id}`);
  const desk = page.getByRole("region", { name: "Membership and payments" });
  await expect(desk).toContainText("No membership or class credits.");
  await desk.getByLabel("Product").selectOption(pack.id);
  await desk.getByRole("radio", { name: "Cash at the desk" }).check();
  await desk.getByRole("button", { name: "Record sale" }).click();
  await expect(desk.getByRole("status")).toContainText(`Sold for ${formatMoney(pack.price)}`);
  await expect(desk).toContainText(`${pack.credits} of ${pack.credits} credits left`);
  await expect(desk.getByRole("table", { name: "The member's payments, newest first" })).toContainText(pack.name);
  await expectNoAxeViolations();

  // The member books with a credit, as the schedule said it would.
  await signInOn(page, origin, member);
  await page.goto(`${origin}${dayPath(inTime)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: `Book: ${label(inTime)}` }) });
  await expect(row).toContainText(`Uses 1 of ${pack.credits} credits, expire`);
  await row.getByRole("button", { name: `Book: ${label(inTime)}` }).click();
  await expect(page.getByRole("status")).toContainText("You're booked");
  await page.goto(`${origin}/account`);
  const credits = page.getByRole("article").filter({ hasText: "Class credits" });
  await expect(credits).toContainText(`${pack.credits - 1} of ${pack.credits} credits left`);
  await expectNoAxeViolations();

  // Cancelled in time: the credit is back.
  await page.getByRole("button", { name: new RegExp(`^Cancel booking: ${inTime.className}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("status")).toContainText("Booking cancelled");
  await expect(credits).toContainText(`${pack.credits} of ${pack.credits} credits left`);

  // Booked 90 minutes before a class and cancelled: late, so the credit stays spent.
  await page.goto(`${origin}${dayPath(late)}`);
  await page.getByRole("button", { name: `Book: ${label(late)}` }).click();
  await expect(page.getByRole("status")).toContainText("You're booked");
  await page.getByRole("button", { name: `Cancel booking: ${label(late)}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("status")).toContainText("counts as a late cancellation");
  await page.goto(`${origin}/account`);
  await expect(credits).toContainText(`${pack.credits - 1} of ${pack.credits} credits left`);
});

test("staff sell the same pack twice in a row: the page renders each sale a fresh one-time key, so both are recorded", {
  tag: "@flow",
}, async ({ page }) => {
  const pack = productOfShape("pack");
  const member = await signUpOn(page, server.origin, "twice");
  await signUpStaffOn(page);
  await page.goto(`${server.origin}/staff/members/${member.id}`);
  const desk = page.getByRole("region", { name: "Membership and payments" });
  const packPayments = desk
    .getByRole("table", { name: "The member's payments, newest first" })
    .getByRole("row")
    .filter({ hasText: pack.name });
  await desk.getByLabel("Product").selectOption(pack.id);
  await desk.getByRole("radio", { name: "Cash at the desk" }).check();
  for (const count of [1, 2]) {
    await desk.getByRole("button", { name: "Record sale" }).click();
    await expect(packPayments).toHaveCount(count);
  }
  await expect(desk.getByRole("status")).toContainText(`Sold for ${formatMoney(pack.price)}`);
});

test("the member's credit history on /account says the desk's sale, the booking and the cancellation, with the balance after each", {
  tag: "@flow",
}, async ({ page, expectNoAxeViolations }) => {
  // Through the desk and the member's pages: three times the usual time.
  test.slow();
  const origin = server.origin;
  const pack = productOfShape("pack") as CreditProduct;
  const member = await signUpOn(page, origin, "history");
  await signUpStaffOn(page);
  await page.goto(`${origin}/staff/members/${member.id}`);
  const desk = page.getByRole("region", { name: "Membership and payments" });
  await desk.getByLabel("Product").selectOption(pack.id);
  await desk.getByRole("radio", { name: "Card at the desk" }).check();
  await desk.getByRole("button", { name: "Record sale" }).click();
  await expect(desk.getByRole("status")).toContainText(`Sold for ${formatMoney(pack.price)}`);

  await signInOn(page, origin, member);
  await page.goto(`${origin}${dayPath(inTime)}`);
  await page.getByRole("button", { name: `Book: ${label(inTime)}` }).click();
  await expect(page.getByRole("status")).toContainText("You're booked");
  await page.goto(`${origin}/account`);
  await page.getByRole("button", { name: new RegExp(`^Cancel booking: ${inTime.className}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("status")).toContainText("Booking cancelled");

  const history = page.getByRole("region", { name: "Credit history" });
  await expect(history.getByRole("rowheader")).toHaveText([
    new RegExp(`^Given back: ${inTime.className}, .+ \\(Cancelled in time\\)$`),
    new RegExp(`^Booked: ${inTime.className}, `),
    `Bought: ${pack.name}`,
  ]);
  const entry = (what: string) => history.getByRole("row").filter({ has: page.getByRole("rowheader", { name: what }) });
  await expect(entry(`Bought: ${pack.name}`)).toContainText(`+${pack.credits}`);
  await expect(entry(`Bought: ${pack.name}`).getByRole("cell").last()).toHaveText(`Balance ${pack.credits}`);
  const booked = entry(`Booked: ${inTime.className}`);
  await expect(booked).toContainText("\u22121");
  await expect(booked.getByRole("cell").last()).toHaveText(`Balance ${pack.credits - 1}`);
  const returned = entry(`Given back: ${inTime.className}`);
  await expect(returned).toContainText("+1");
  await expect(returned.getByRole("cell").last()).toHaveText(`Balance ${pack.credits}`);
  await expectNoAxeViolations();
});
