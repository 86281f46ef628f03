import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

const pricingSection = (page: Page) => page.getByRole("region", { name: "Exclusive Pricing Plan" });
const plans = (page: Page) => pricingSection(page).getByRole("article");
/** What the seed's pricing card includes; every plan offers at least this. */
const baseFeatures = ["Free Hand", "Gym Fitness", "Weight Loss", "Personal Trainer", "Cycling"];

test.describe("Pricing page", () => {
  test("shows the shared pricing section: 'PRICING CHART', 'Exclusive Pricing Plan', id pricing", async ({ page }) => {
    await page.goto("/pricing");
    const section = pricingSection(page);
    await expect(section).toBeVisible();
    await expect(section).toHaveAttribute("id", "pricing");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Exclusive Pricing Plan");
    // The label is written in sentence case and shown in capitals.
    await expect(section.getByText("Pricing chart", { exact: true })).toHaveText("PRICING CHART", {
      useInnerText: true,
    });
  });

  test("offers three plans at $39, $65 and $100 a month", async ({ page }) => {
    await page.goto("/pricing");
    await expect(plans(page)).toHaveCount(3);
    const prices = ["39", "65", "100"];
    for (const [index, price] of prices.entries()) {
      await expect(plans(page).nth(index).getByText(price, { exact: true })).toBeVisible();
      await expect(plans(page).nth(index)).toContainText(`$${price}p/m`);
    }
  });

  test("each plan has a name, lists what it includes, and its 'purchase now' leads to /contact", async ({ page }) => {
    await page.goto("/pricing");
    const count = await plans(page).count();
    expect(count).toBe(3);
    for (let index = 0; index < count; index++) {
      const plan = plans(page).nth(index);
      await expect(plan.getByRole("heading", { level: 3 })).toHaveText(/\S/);
      const features = await plan.getByRole("listitem").allTextContents();
      expect(features).toEqual(expect.arrayContaining(baseFeatures));
      await plan.getByRole("link", { name: /purchase now/i }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/pricing$/);
    }
  });

  test("every picture has alt text, a width and a height, and those below the first screen load lazily", async ({
    page,
  }) => {
    await page.goto("/pricing");
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
  });
});
