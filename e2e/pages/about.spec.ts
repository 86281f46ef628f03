import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

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
    await expectImagesDescribedAndSized(page);
  });
});

async function expectImagesDescribedAndSized(page: Page) {
  const images = await page
    .getByRole("main")
    .locator("img")
    .evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        alt: img.getAttribute("alt") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        belowFold: img.getBoundingClientRect().top + window.scrollY > window.innerHeight,
      })),
    );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.alt.trim(), `${image.src} has alt text`).not.toBe("");
    expect(image.width, `${image.src} has a width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} has a height`).toMatch(/^\d+$/);
    if (image.belowFold) expect(image.loading, `${image.src} is below the fold`).toBe("lazy");
  }
}
