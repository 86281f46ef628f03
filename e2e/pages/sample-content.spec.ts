import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";
import { sampleContentOnly } from "#e2e/support/sample-content.ts";

/**
 * The sample content as a visitor sees it: the seed's own words and numbers on the pages.
 * Every other spec reads its expectations from app/content; these pin the texts Ironpeak
 * ships, and step aside once a gym has made the content its own.
 */
test.describe("Ironpeak's sample content, as a visitor sees it", () => {
  sampleContentOnly();

  test("the home page is titled 'Ironpeak | Make your body fit and perfect' and offers Beginners at $39 p/m", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Ironpeak | Make your body fit and perfect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Make your body fit and perfect");
    const card = page.getByRole("region", { name: "BMI Calculator" }).getByRole("article");
    await expect(card.getByRole("heading")).toHaveText("Beginners");
    await expect(card).toContainText("$39p/m");
  });

  test("the pricing page reads PRICING CHART and Exclusive Pricing Plan, with plans at $39, $65 and $100 p/m", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const pricing = page.getByRole("region", { name: "Exclusive Pricing Plan" });
    await expect(pricing.getByText("Pricing chart", { exact: true })).toHaveText("PRICING CHART", {
      useInnerText: true,
    });
    await expect(pricing.getByRole("article")).toHaveText([/\$39p\/m/, /\$65p\/m/, /\$100p\/m/]);
  });

  test("the classes page shows 8 classes, and 12 after 'show more'", async ({ page }) => {
    await page.goto("/classes");
    await waitForHydration(page);
    const cards = page.getByRole("region", { name: "Find your class" }).getByRole("article");
    await expect(cards).toHaveCount(8);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cards).toHaveCount(12);
  });

  test("the blog has ten articles in six categories that each hold one or more, the 34% Flat Discount, and 'boxing' finds its two boxing articles", async ({
    page,
  }) => {
    await page.goto("/blog");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(10);
    await expect(page.getByRole("region", { name: "Categories" }).getByRole("link")).toHaveText([
      "Body Building (2)",
      "Boxing (1)",
      "Crossfit (1)",
      "Fitness (2)",
      "Meditation (2)",
      "Yoga (2)",
    ]);
    const offer = page.getByRole("region", { name: "Offer" });
    await expect(offer).toContainText("34%");
    await expect(offer).toContainText("Flat Discount");

    await page.goto("/blog?q=boxing");
    await expect(page.getByRole("status")).toHaveText(/^2 articles match “boxing”/);
    await expect(articles.getByRole("heading", { level: 2 })).toHaveText([
      "Your First Boxing Class: What to Expect",
      "Jump Rope Conditioning, the Boxer's Way",
    ]);
  });

  test("the gallery shows 8 images on page 1 and 4 on page 2", async ({ page }) => {
    const images = page.getByRole("region", { name: "Photos" }).getByRole("button", { name: /^Open image \d+ larger/ });
    await page.goto("/gallery/page-1");
    await expect(images).toHaveCount(8);
    await page.goto("/gallery/page-2");
    await expect(images).toHaveCount(4);
  });

  test("the contact form lists Karate, never the seed's 'Katate', and no page shows the seed's contradicting hours", async ({
    page,
  }) => {
    await page.goto("/contact");
    const classSelect = page.getByRole("combobox", { name: "Class" });
    await expect(classSelect.getByRole("option", { name: "Karate" })).toHaveCount(1);
    await expect(classSelect.getByRole("option", { name: "Katate" })).toHaveCount(0);
    for (const wrong of ["7:30 am", "1:00 am", "21:00pm", "19:00pm", "Closed"]) {
      await expect(page.getByText(wrong)).toHaveCount(0);
    }
    await expect(page.getByRole("contentinfo")).toContainText("Sunday8:00am – 8:00pm");
  });
});
