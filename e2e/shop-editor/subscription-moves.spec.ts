import type { Page } from "@playwright/test";
import { formatMoney } from "#app/content/products.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { ownServerWithStripe, type StripeServer, signUpOn } from "#e2e/payments/support.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import type { StripeStandIn } from "#tests/support/stripe-stand-in.ts";

/**
 * The owner moves the members who pay online for a membership to its new price (decision
 * 0213), on a server of the spec's own that talks to the Stripe stand-in: the product's page
 * says how many pay an older price, the confirm step says what will happen, and the answer
 * how many moved and which could not be (a member who cancelled in Stripe a moment ago).
 */

/** The membership's new price, in the gym's currency as the pages write it. */
const NEW_PRICE = 4500;
const newPrice = formatMoney(NEW_PRICE);

let running: StripeServer | undefined;
let stripe: StripeStandIn;
let server: RunningServer;
let database: Database;

test.beforeAll(async () => {
  running = await ownServerWithStripe();
  ({ stripe, server, database } = running);
});
test.afterAll(async () => {
  await running?.stop();
});

/** A member of the test's own who subscribes to `productId` through Checkout: the subscription's id. */
async function subscriber(page: Page, productId: string, label: string): Promise<string> {
  const origin = server.origin;
  await signUpOn(page, origin, label);
  const pressed = await page.request.post(`${origin}/pricing`, {
    headers: { origin },
    form: { productId },
    maxRedirects: 0,
  });
  expect(pressed.status()).toBe(303);
  const sessionId = (pressed.headers().location ?? "").slice(`${stripe.url}/pay/`.length);
  await stripe.completeCheckout(sessionId);
  return stripe.object<{ subscription: string }>(sessionId).subscription;
}

test("the owner sees who pays an older price, confirms, and reads how many moved and which could not be", {
  tag: "@flow",
}, async ({ page, expectNoAxeViolations }) => {
  test.slow();
  const origin = server.origin;
  const ownerAccount = await signUpOn(page, origin, "owner");
  await setRole(database, {
    email: ownerAccount.email,
    role: "owner",
    actor: COMMAND_LINE,
    demoAccounts: {},
    from: "command line",
  });
  const name = `Night owl ${crypto.randomUUID().slice(0, 4)}`;
  const created = await page.request.post(`${origin}/api/staff/products`, {
    headers: { origin },
    data: { kind: "membership", name, price: 4000, classesPerWeek: null },
  });
  expect(created.status()).toBe(201);
  const product = ((await created.json()) as { product: { id: string } }).product;

  await subscriber(page, product.id, "first");
  await subscriber(page, product.id, "second");
  const leaving = await subscriber(page, product.id, "leaving");

  await page.context().clearCookies();
  await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: { email: ownerAccount.email, password: ownerAccount.password },
  });
  const read = (await (await page.request.get(`${origin}/api/staff/products/${product.id}`)).json()) as {
    product: { version: number };
  };
  const changed = await page.request.patch(`${origin}/api/staff/products/${product.id}`, {
    headers: { origin },
    data: { version: read.product.version, price: NEW_PRICE },
  });
  expect(changed.status()).toBe(200);
  // One member cancels in Stripe's portal; its event has not reached the gym yet.
  stripe.holdEvents = true;
  await stripe.cancelNow(leaving);

  await page.goto(`${origin}/staff/products`);
  const listed = page.getByRole("list", { name: "For sale" }).getByRole("listitem").filter({ hasText: name });
  await expect(listed).toContainText("3 paying online (3 at an older price)");
  await listed.getByRole("link", { name }).click();
  const online = page.getByRole("region", { name: "Members who pay online" });
  await expect(online).toContainText(`3 members pay an older price than ${newPrice} a month.`);
  await expectNoAxeViolations();

  await online.getByRole("link", { name: `Move them to ${newPrice} a month…` }).click();
  await expect(online.getByRole("heading", { name: `Move 3 members to ${newPrice} a month?` })).toBeVisible();
  await expect(online).toContainText("Nothing is charged now.");
  await expectNoAxeViolations();

  await online.getByRole("button", { name: "Move 3 members" }).click();
  await expect(online.getByRole("status")).toContainText(`Moved 2 members of “${name}” to ${newPrice} a month`);
  await expect(online.getByRole("status")).toContainText("1 member could not be moved");
  const notMoved = online.getByRole("list").filter({ hasText: "A canceled subscription can only update" });
  await expect(notMoved).toContainText(/^leaving-/);
  await expect(online).toContainText(`1 member pays an older price than ${newPrice} a month.`);
  await expect(online.getByRole("heading", { name: `Move 3 members to ${newPrice} a month?` })).toHaveCount(0);
  await expectNoAxeViolations();

  // The cancellation arrives: no one is left on an older price.
  stripe.holdEvents = false;
  await stripe.deliver();
  await page.reload();
  await expect(online).toContainText(`Everyone who pays online pays ${newPrice} a month.`);
});
