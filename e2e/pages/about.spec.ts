import type { Page } from "@playwright/test";
import { history, whoWeAre } from "#app/content/about.ts";
import { highlights } from "#app/features/timetable/public-pages.server.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

const whoWeAreSection = (page: Page) => page.getByRole("region", { name: whoWeAre.heading });
const historySection = (page: Page) => page.getByRole("region", { name: "Our history" });

test.describe("About page", () => {
  test("says who we are: the heading, the promise and the highlights of the content", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const section = whoWeAreSection(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(whoWeAre.heading);
    await expect(section.getByText(whoWeAre.text, { exact: true })).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveText(highlights());
  });

  test("'contact us' leads to /contact", async ({ page }) => {
    await page.goto("/about");
    await whoWeAreSection(page)
      .getByRole("link", { name: /^contact us$/i })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("tells the gym's story in its history blocks, each with its year, text and own picture", async ({ page }) => {
    await page.goto("/about");
    const blocks = historySection(page).getByRole("article");
    await expect(blocks).toHaveCount(history.length);
    for (const [index, block] of history.entries()) {
      const article = blocks.nth(index);
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(block.title);
      await expect(article).toContainText(block.year);
      await expect(article.getByRole("paragraph").last()).toHaveText(block.text);
      await expect(article.getByRole("img", { name: block.image.alt, exact: true })).toHaveAttribute(
        "src",
        block.image.src,
      );
    }
  });

  test("every picture has alt text, a width and a height, and those below the first screen load lazily", async ({
    page,
  }) => {
    await page.goto("/about");
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
  });
});
