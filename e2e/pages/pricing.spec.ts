import type { Page } from "@playwright/test";
import { buyingCopy, classPassesSection } from "#app/content/buying.ts";
import { formatOpeningHours } from "#app/content/clock.ts";
import { planCurrency, planPeriod, pricingSection } from "#app/content/plans.ts";
import { formatMoney } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { pricingPlans } from "#app/features/products/pricing-plans.server.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

const section = (page: Page) => page.getByRole("region", { name: pricingSection.heading });
const cards = (page: Page) => section(page).getByRole("article");
/** What a new install sells: the sample's products (the spec's server has read its database's copy of them). */
const plans = pricingPlans();

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

  test("each plan has its name and what it includes; without online payment it is bought at the front desk, which says how", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/pricing");
    for (const [index, plan] of plans.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(card.getByRole("listitem")).toHaveText(plan.features);
      // A button to the desk's details, as large as a buy button, and the desk's phone in the card.
      const toDesk = card.getByRole("link", { name: `${buyingCopy.frontDesk}: ${plan.name}` });
      await expect(toDesk).toHaveAttribute("href", "#front-desk");
      expect((await toDesk.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(card.getByRole("link", { name: site.contact.phone })).toHaveAttribute(
        "href",
        site.contact.phoneHref,
      );
    }
    await expect(page.getByRole("button", { name: /^Buy online/ })).toHaveCount(0);
    const passes = page.getByRole("region", { name: classPassesSection.heading });
    for (const pass of currentProducts().creditProducts) {
      await expect(passes.getByRole("article").filter({ hasText: pass.name })).toContainText(formatMoney(pass.price));
    }
    await cards(page).first().getByRole("link", { name: buyingCopy.frontDesk }).click();
    const desk = page.getByRole("region", { name: buyingCopy.frontDeskHeading });
    await expect(desk).toBeInViewport();
    await expect(desk.getByRole("link", { name: site.contact.phone })).toHaveAttribute("href", site.contact.phoneHref);
    for (const entry of site.hours) await expect(desk).toContainText(formatOpeningHours(entry.opens, entry.closes));
    await expectNoAxeViolations();
  });

  test("every picture has alt text, a width and a height, and those below the first screen load lazily", async ({
    page,
  }) => {
    await page.goto("/pricing");
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
  });
});
