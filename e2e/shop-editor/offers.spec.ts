import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { expect, test } from "#e2e/timetable/support.ts";

/**
 * The owner writes a promo code at /staff/offers, finds it on /pricing with its code, and
 * retires it. On the server of the specs that change what the public sees (E2E_PORT + 2).
 * Each test adds an offer of its own (never promoted), so the phone and desktop runs never meet.
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("Offers, written by the owner", { tag: "@flow" }, () => {
  test("the owner adds a promo code for class passes, sees it priced on /pricing, and retires it", async ({
    page,
    signedInOwner,
    expectNoAxeViolations,
  }) => {
    expect(signedInOwner.email).toBeTruthy();
    const code = `E2E${randomUUID().replaceAll("-", "").slice(0, 6).toUpperCase()}`;
    await page.goto("/staff/offers");
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "Add an offer" }).click();
    await waitForHydration(page);
    await field(page, "Code").fill(code.toLowerCase());
    await field(page, "Title").fill("Pass deal");
    await field(page, "Description").fill("Five off any class pass.");
    await page.getByRole("radio", { name: "Amount off" }).check();
    await page.getByLabel(/^Amount \(/).fill("5");
    await page.getByRole("radio", { name: "Class passes" }).check();
    await field(page, "Uses in all").fill("20");
    await page.getByRole("checkbox", { name: "Once per member" }).check();
    await expectNoAxeViolations();
    await page.getByRole("button", { name: "Save the offer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: code })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(`Added: ${code}`);
    await expectNoAxeViolations();

    await expect(async () => {
      await page.goto(`/pricing?code=${code.toLowerCase()}`);
      await expect(page.getByRole("main").getByText(`${code}:`).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });

    await page.goto("/staff/offers");
    await page.getByRole("button", { name: `Retire: ${code}` }).click();
    await expect(page.getByRole("list", { name: "Retired" }).getByRole("link", { name: code })).toBeVisible();
    await expectNoAxeViolations();
  });
});
