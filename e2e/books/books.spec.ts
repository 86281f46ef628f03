import type { Page } from "@playwright/test";
import { books } from "#app/content/books.ts";
import { type CreditProduct, formatMoney } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { ownServer, signInOn, signUpOn } from "#e2e/payments/support.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import type { RunningServer } from "#tests/support/server-process.ts";

/**
 * The books in the browser: staff sell a pack for cash at the desk; the member finds its
 * invoice under Payments and opens it (number, total); staff read the day's cash-up, count
 * the drawer and close the day, and see the difference kept and the Z report offered. On a
 * server of the spec's own: closing today there touches no other spec's day.
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

async function signUpStaffOn(page: Page) {
  const staff = await signUpOn(page, server.origin, "desk");
  await setRole(database, {
    email: staff.email,
    role: "staff",
    actor: COMMAND_LINE,
    demoAccounts: {},
    from: "command line",
  });
  return staff;
}

test("a desk sale's invoice reaches the member, and staff close the day's cash-up with the drawer counted", {
  tag: "@flow",
}, async ({ page, expectNoAxeViolations }) => {
  test.slow();
  const origin = server.origin;
  const pack = productOfShape("pack") as CreditProduct;
  const member = await signUpOn(page, origin, "member");
  const staff = await signUpStaffOn(page);

  // Sold at the desk for cash: the payment names its invoice.
  await page.goto(`${origin}/staff/members/${member.id}`);
  const desk = page.getByRole("region", { name: "Membership and payments" });
  await desk.getByLabel("Product").selectOption(pack.id);
  await desk.getByRole("radio", { name: "Cash at the desk" }).check();
  await desk.getByRole("button", { name: "Record sale" }).click();
  await expect(desk.getByRole("status")).toContainText(`Sold for ${formatMoney(pack.price)}`);
  const invoiceLink = desk.getByRole("link", { name: new RegExp(`^Invoice ${books.invoicePrefix}-\\d{4}-\\d+$`) });
  await expect(invoiceLink).toBeVisible();
  const number = ((await invoiceLink.textContent()) ?? "").replace("Invoice ", "");

  // The member finds it under Payments and opens it.
  await signInOn(page, origin, member);
  await page.goto(`${origin}/account#payments`);
  await expectNoAxeViolations();
  await page.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole("row", { name: /Total paid/ })).toContainText(formatMoney(pack.price));
  await expect(page.getByRole("link", { name: "Download the PDF" })).toHaveAttribute("href", `${number}.pdf`);
  await expectNoAxeViolations();

  // Staff read the day's cash-up and close it, $2 short.
  await signInOn(page, origin, staff);
  await page.goto(`${origin}/staff/cash-up`);
  const takings = page.getByRole("table", { name: /Takings of/ });
  await expect(takings.getByRole("row", { name: /^Cash/ })).toContainText(formatMoney(pack.price));
  await expectNoAxeViolations();
  await page.getByLabel(/^Float/).fill("100");
  await page.getByLabel(/^Cash counted/).fill(String(100 + pack.price / 100 - 2));
  await page.getByLabel(/^Note/).fill("Two dollars missing");
  await page.getByRole("button", { name: "Close the day" }).click();
  await expect(page.getByRole("status")).toContainText("is closed");
  const count = page.getByRole("region", { name: "The count" });
  await expect(count).toContainText(`Short by ${formatMoney(200)}`);
  await expect(count).toContainText("Two dollars missing");
  await expect(page.getByRole("button", { name: "Close the day" })).toHaveCount(0);
  await expectNoAxeViolations();
  await count.getByRole("link", { name: "Print the Z report" }).click();
  await expect(page.getByRole("heading", { name: /^Z report/ })).toBeVisible();
});
