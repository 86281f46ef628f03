import { books } from "#app/content/books.ts";
import { type CreditProduct, formatMoney } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { ownServer, signInOn, signUpOn } from "#e2e/payments/support.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import type { RunningServer } from "#tests/support/server-process.ts";

/**
 * The money flow in the browser (issue 30): the desk sells a pack for cash, the member books
 * two classes with it, the owner refunds part of it from the member record's refund page,
 * which shows the bookings the pack pays for first, cancelling one of them; the credit note
 * opens, the day's cash-up shows the refund and the revenue report the unused credits as
 * deferred revenue. On a server of the spec's own.
 */

test.describe.configure({ mode: "default" });

let server: RunningServer;
let database: Database;

test.beforeAll(async () => {
  ({ server, database } = await ownServer());
});
test.afterAll(async () => {
  await database?.close();
  await server?.stop();
});

/** Two upcoming classes at different times, bookable now and in good time to cancel. */
function twoUpcomingClasses() {
  const today = gymToday();
  const found = sessionsBetween(today, today.add({ days: 6 })).filter(
    (session) => Date.parse(session.startsAtUtc) > clock.millis() + 6 * 60 * 60 * 1000 && !session.closure,
  );
  const apart = found.filter(
    (session, index) => found.findIndex((other) => other.startsAtUtc === session.startsAtUtc) === index,
  );
  const [first, second] = apart;
  if (!first || !second) throw new Error("the schedule has fewer than two classes in the coming days");
  return [first, second] as const;
}

test("the owner refunds part of a pack, cancelling one booking it paid for: the credit note opens and the cash-up counts the refund", {
  tag: "@flow",
}, async ({ page, expectNoAxeViolations }) => {
  test.slow();
  const origin = server.origin;
  const pack = productOfShape("pack") as CreditProduct;
  const member = await signUpOn(page, origin, "member");
  const owner = await signUpOn(page, origin, "owner");
  await setRole(database, {
    email: owner.email,
    role: "owner",
    actor: COMMAND_LINE,
    demoAccounts: {},
    from: "command line",
  });

  // Sold at the desk for cash.
  await page.goto(`${origin}/staff/members/${member.id}`);
  const desk = page.getByRole("region", { name: "Membership and payments" });
  await desk.getByLabel("Product").selectOption(pack.id);
  await desk.getByRole("radio", { name: "Cash at the desk" }).check();
  await desk.getByRole("button", { name: "Record sale" }).click();
  await expect(desk.getByRole("status")).toContainText(`Sold for ${formatMoney(pack.price)}`);

  // The member books two classes with the pack.
  const [kept, cancelled] = twoUpcomingClasses();
  await signInOn(page, origin, member);
  for (const session of [kept, cancelled]) {
    const booked = await page.request.post(`${origin}/api/bookings`, {
      headers: { origin },
      data: { sessionId: session.id },
    });
    expect(booked.status()).toBe(201);
  }

  // The owner opens the payment's refund page from the member record: both bookings are listed.
  await signInOn(page, origin, owner);
  await page.goto(`${origin}/staff/members/${member.id}`);
  await page
    .getByRole("region", { name: "Membership and payments" })
    .getByRole("link", { name: new RegExp(`^Refund: ${pack.name}`) })
    .click();
  await expect(page.getByRole("heading", { name: `Refund: ${pack.name}` })).toBeVisible();
  const form = page.getByRole("region", { name: "Refund", exact: true });
  const bookings = form.getByRole("group", { name: "Bookings it pays for" });
  await expect(bookings.getByRole("checkbox")).toHaveCount(2);
  await expectNoAxeViolations();

  // A class's worth back, that class's booking cancelled and its credit taken back.
  const perClass = Math.floor(pack.price / pack.credits);
  await form.getByLabel(/^Amount/).fill((perClass / 100).toFixed(2));
  await form.getByLabel("Reason").fill("Injured, cannot come on that day");
  await bookings
    .getByRole("checkbox", { name: new RegExp(`^Cancel ${cancelled.className}`) })
    .first()
    .check();
  await form.getByLabel("Unused credits to take back").fill("1");
  await form.getByRole("button", { name: "Refund" }).click();
  const outcome = form.getByRole("status");
  await expect(outcome).toContainText(`Refunded ${formatMoney(perClass)}`);
  await expect(outcome).toContainText("1 booking cancelled");
  await expect(bookings.getByRole("checkbox")).toHaveCount(1);
  await expectNoAxeViolations();

  // The credit note opens from the refunds so far.
  const summary = page.getByRole("region", { name: "The payment" });
  await expect(summary).toContainText(formatMoney(pack.price - perClass));
  await summary.getByRole("link", { name: new RegExp(`^Credit note ${books.creditNotePrefix}-\\d{4}-\\d+$`) }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Credit note ${books.creditNotePrefix}`) })).toBeVisible();

  // The day's cash-up counts the refund against the cash taken.
  await page.goto(`${origin}/staff/cash-up`);
  const takings = page.getByRole("table", { name: /Takings of/ });
  await expect(takings.getByRole("row", { name: /^Cash/ })).toContainText(formatMoney(perClass));
  await expect(takings.getByRole("row", { name: /^Cash/ })).toContainText(formatMoney(pack.price - perClass));
  await expectNoAxeViolations();

  // The revenue report's deferred revenue: the pack's unused credits, each at what stays paid per credit kept.
  await page.goto(`${origin}/staff/reports/revenue`);
  await expect(page.getByRole("table", { name: /^Sales and refunds by month, product/ })).toContainText(
    formatMoney(perClass),
  );
  const deferred = page.getByRole("region", { name: "Deferred revenue", exact: true });
  const unused = pack.credits - 2;
  await expect(deferred.getByRole("row", { name: /^Class credits sold/ })).toContainText(
    formatMoney(Math.round(((pack.price - perClass) * unused) / (pack.credits - 1))),
  );
  await expectNoAxeViolations();
});
