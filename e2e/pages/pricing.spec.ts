import type { Page } from "@playwright/test";
import { planCurrency, planPeriod, plans, pricingSection } from "#app/content/plans.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

const section = (page: Page) => page.getByRole("region", { name: pricingSection.heading });
const cards = (page: Page) => section(page).getByRole("article");

test.describe("Pricing page", () => {
  test("shows the shared pricing section (id pricing): its label in capitals, its heading and its subtitle", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(section(page)).toBeVisible();
    await expect(section(page)).toHaveAttribute("id", "pricing");
    await expect(section(page).getByRole("heading", { level: 2 })).toHaveText(pricingSection.heading);
    // The label is written in sentence case and shown in capitals.
    await expect(section(page).getByText(pricingSection.label, { exact: true })).toHaveText(
      pricingSection.label.toUpperCase(),
      { useInnerText: true },
    );
    await expect(section(page).getByText(pricingSection.subtitle, { exact: true })).toBeVisible();
  });

  test("offers every plan at its monthly price", async ({ page }) => {
    await page.goto("/pricing");
    await expect(cards(page)).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      await expect(cards(page).nth(index).getByText(plan.price, { exact: true })).toBeVisible();
      await expect(cards(page).nth(index)).toContainText(`${planCurrency}${plan.price}${planPeriod}`);
    }
  });

  test("each plan has its name, lists what it includes, and its 'purchase now' leads to /contact", async ({ page }) => {
    await page.goto("/pricing");
    for (const [index, plan] of plans.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(card.getByRole("listitem")).toHaveText(plan.features);
      await card.getByRole("link", { name: `Purchase now: ${plan.name} plan` }).click();
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
