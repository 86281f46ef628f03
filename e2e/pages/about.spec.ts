import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

const whoWeAre = (page: Page) => page.getByRole("region", { name: "We Will Give You Strength and Health" });
const history = (page: Page) => page.getByRole("region", { name: "Our history" });

test.describe("About page", () => {
  test("says 'We Will Give You Strength and Health' and promises a personal plan from trainers and nutritionists", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const section = whoWeAre(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("We Will Give You Strength and Health");
    await expect(
      section.getByText(/expert trainers and nutritionists will make a personalized fitness and nutrition plan/),
    ).toBeVisible();
  });

  test("'contact us' leads to /contact", async ({ page }) => {
    await page.goto("/about");
    await whoWeAre(page)
      .getByRole("link", { name: /^contact us$/i })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("tells the gym's story in two 'Our History' blocks, each with its own picture", async ({ page }) => {
    await page.goto("/about");
    const blocks = history(page).getByRole("article");
    await expect(blocks).toHaveCount(2);
    await expect(blocks.getByRole("heading", { level: 2 })).toHaveText(["Our History", "Our History"]);
    const pictures: string[] = [];
    for (const block of await blocks.all()) {
      await expect(block.getByRole("img")).toHaveAttribute("alt", /\S/);
      pictures.push((await block.getByRole("img").getAttribute("src")) ?? "");
      await expect(block.getByRole("paragraph").last()).toHaveText(/\S.{40,}/);
    }
    expect(new Set(pictures).size, "two different pictures").toBe(2);
  });

  test("every picture has alt text, a width and a height, and those below the first screen load lazily", async ({
    page,
  }) => {
    await page.goto("/about");
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
  });
});
