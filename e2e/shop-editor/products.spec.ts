import type { Page } from "@playwright/test";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { expect, test, uniqueName } from "#e2e/timetable/support.ts";

/**
 * The owner runs the shop window at /staff/products: adds a class pack, changes its price,
 * moves it and retires it, and /pricing follows each save. On the server of the specs that
 * change what the public sees (E2E_PORT + 2): the pricing page's own specs read the sample.
 * Each test adds a product of its own, so the phone and desktop runs never meet.
 */
const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: typeof label === "string" });

/** A page every visitor gets alike, once it shows `text`: after a save, the server renders it again. */
async function openUntilShown(page: Page, path: string, text: string, shown = true) {
  await expect(async () => {
    await page.goto(path);
    const found = page.getByRole("main").getByText(text).first();
    if (shown) await expect(found).toBeVisible({ timeout: 1000 });
    else await expect(found).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test.describe("Products, edited by the owner", { tag: "@flow" }, () => {
  test("the owner adds a class pack, changes its price, moves it and retires it; /pricing follows", async ({
    page,
    signedInOwner,
    expectNoAxeViolations,
  }) => {
    expect(signedInOwner.email).toBeTruthy();
    const name = uniqueName("Summer pack");
    await page.goto("/staff/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole("link", { name: "Add a product" }).click();
    await waitForHydration(page);
    await page.getByRole("radio", { name: /^Class pack/ }).check();
    await field(page, "Name").fill(name);
    await field(page, /^Price/).fill("48.50");
    await field(page, "Description").fill("Six classes for the long days.");
    await field(page, "Classes").fill("6");
    await field(page, "Valid for (days)").fill("45");
    await expectNoAxeViolations();
    await page.getByRole("button", { name: "Save the product" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("status")).toBeVisible();
    await expectNoAxeViolations();
    await openUntilShown(page, "/pricing", name);
    await expect(page.getByRole("main").getByText("$48.50").first()).toBeVisible();

    await page.goto("/staff/products");
    await page.getByRole("link", { name }).click();
    await waitForHydration(page);
    // A price of this test's own: the phone's and the desktop's runs may meet on /pricing.
    const cents = 4000 + 100 * Math.floor(Math.random() * 8) + 1 + Math.floor(Math.random() * 98);
    const newPrice = (cents / 100).toFixed(2);
    await field(page, /^Price/).fill(newPrice);
    await page.getByRole("button", { name: "Save the product" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    await expect(field(page, /^Price/)).toHaveValue(newPrice);
    await openUntilShown(page, "/pricing", `$${newPrice}`);

    await page.goto("/staff/products");
    const forSale = page.getByRole("list", { name: "For sale" });
    const rows = forSale.getByRole("listitem");
    const before = await rows.allInnerTexts();
    const place = before.findIndex((text) => text.includes(name));
    await page.getByRole("button", { name: `Move up: ${name}` }).click();
    await expect(async () => {
      const after = await rows.allInnerTexts();
      expect(after.findIndex((text) => text.includes(name))).toBe(place - 1);
    }).toPass();

    await page.getByRole("button", { name: `Retire: ${name}` }).click();
    const retired = page.getByRole("list", { name: "No longer sold" });
    await expect(retired.getByRole("link", { name })).toBeVisible();
    await expectNoAxeViolations();
    await openUntilShown(page, "/pricing", name, false);
  });

  test("staff look at the products but cannot change them", async ({ page, signedInStaff, expectNoAxeViolations }) => {
    expect(signedInStaff.email).toBeTruthy();
    await page.goto("/staff/products");
    await expect(page.getByText("Only an owner of the gym changes products")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a product" })).toHaveCount(0);
    await expectNoAxeViolations();
  });
});
