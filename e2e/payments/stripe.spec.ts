import { formatTimeRange } from "#app/content/clock.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { type ClassSession, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import type { StripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { ownServerWithStripe, type StripeServer, signUpOn } from "./support.ts";

/**
 * Paying online, in the browser, against a stand-in for Stripe (tests/support/stripe-stand-in.ts)
 * on a server of the spec's own: a membership bought through Checkout is active; a failed
 * renewal makes it past due and, past the grace period, stops booking; paid, it books
 * again. The same event sent twice, and events out of order, change nothing.
 */

const HOUR = 60 * 60 * 1000;
const label = (session: ClassSession) => `${session.className}, ${formatTimeRange(session.start, session.end)}`;

let running: StripeServer | undefined;
let stripe: StripeStandIn;
let server: RunningServer;

test.beforeAll(async () => {
  running = await ownServerWithStripe();
  ({ stripe, server } = running);
});
test.afterAll(async () => {
  await running?.stop();
});

test("a membership bought through Checkout is active; a failed renewal stops booking after the grace period; paid, it books again", {
  tag: "@flow",
}, async ({ page, expectNoAxeViolations }) => {
  // One walk through several pages as two people (or through Stripe and back): three times the usual time.
  test.slow();
  const origin = server.origin;
  const membership = productOfShape("limited");
  const today = gymToday();
  const [first, second] = sessionsBetween(today, today.add({ days: 5 })).filter(
    (session) => Date.parse(session.startsAtUtc) > clock.millis() + 3 * HOUR,
  ) as [ClassSession, ClassSession];

  // /pricing sells online: a visitor is asked to sign in first, a member buys.
  await page.goto(`${origin}/pricing`);
  await expect(page.getByRole("link", { name: `Sign in to buy: ${membership.name}` })).toBeVisible();
  await signUpOn(page, origin, "subscriber");
  await page.goto(`${origin}/pricing`);
  await expect(page.getByRole("heading", { name: "Or buy at the front desk" })).toBeVisible();
  await expectNoAxeViolations();
  await page.getByRole("button", { name: `Buy online: ${membership.name}` }).click();

  // Stripe's hosted Checkout (the stand-in's), then back to the account.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/account\\?checkout=`));
  await expect(page.getByRole("status")).toContainText("Thank you for your payment");
  const card = page.getByRole("article").filter({ hasText: membership.name });
  await expect(card).toContainText("Membership · Active");
  await expect(page.getByRole("region", { name: "Payments" }).getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations();
  const session = stripe.object<{ subscription: string }>(new URL(page.url()).searchParams.get("checkout") ?? "");

  // The renewal fails, four days ago: past the grace period, the member cannot book.
  await stripe.renewalFailed(session.subscription, { daysAgo: 4 });
  await page.reload();
  await expect(card).toContainText("Membership · Payment failed");
  await expect(card.getByRole("note")).toContainText("booking with it is paused");
  await page.goto(`${origin}/schedule/${first.weekday}`);
  await expect(page.getByRole("link", { name: `Buy a class: ${label(first)}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Book: ${label(first)}` })).toHaveCount(0);

  // The card is updated and the invoice paid: active, and booking again.
  await stripe.renewalPaid(session.subscription);
  await page.reload();
  await page.getByRole("button", { name: `Book: ${label(first)}` }).click();
  await expect(page.getByRole("status")).toContainText("You're booked");

  // Stripe sends the same event twice, and older news after newer: nothing changes twice or back.
  const sentTwice = stripe.events.at(-1)?.id as string;
  expect(await stripe.deliver([sentTwice])).toEqual([200]);
  stripe.holdEvents = true;
  await stripe.renewalFailed(session.subscription, { daysAgo: 4 });
  await stripe.renewalPaid(session.subscription);
  const newsOfFailure = stripe.events.slice(-4, -2).map((event) => event.id as string);
  const newsOfPayment = stripe.events.slice(-2).map((event) => event.id as string);
  await stripe.deliver([...newsOfPayment, ...newsOfFailure]);
  await page.goto(`${origin}/account`);
  await expect(card).toContainText("Membership · Active");
  await expect(page.getByRole("region", { name: "Payments" }).getByRole("row")).toHaveCount(4);
  await page.goto(`${origin}/schedule/${second.weekday}`);
  await expect(page.getByRole("button", { name: `Book: ${label(second)}` })).toBeVisible();

  // The member manages the card in Stripe's portal and comes back.
  await page.goto(`${origin}/account`);
  await page.getByRole("button", { name: "Manage card and billing" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/portal/`));
  await page.getByRole("link", { name: "Return" }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/account`));
});
