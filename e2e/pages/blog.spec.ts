import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

const byline = "By Admin | March 11, 2022 | Yoga";
const categories = ["Body Building", "Boxing", "Crossfit", "Fitness", "Meditation", "Yoga"];
const tags = ["#Crossfit", "#Fitness", "#Gym", "#Meditation", "#Running", "#Workout", "#Yoga", "#Boxing"];

const articles = (page: Page) => page.getByRole("main").getByRole("article");
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Blog sidebar" });
const searchField = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const searchSummary = (page: Page) => page.getByRole("status");

test.describe("Blog articles", () => {
  test("seven articles, each with a picture, the byline 'By Admin | March 11, 2022 | Yoga', a title, a body and 'purchase now'", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(articles(page)).toHaveCount(7);
    const titles = new Set<string>();
    for (const article of await articles(page).all()) {
      const title = (await article.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
      expect(title).not.toBe("");
      titles.add(title);
      await expect(article).toHaveAccessibleName(title);
      await expect(article.getByRole("img")).toHaveAttribute("alt", /\S/);
      await expect(article.getByText(byline)).toBeVisible();
      const body = article.getByRole("paragraph").filter({ hasNotText: byline });
      await expect(body).toHaveText(/\S.{40,}/);
      await expect(article.getByRole("link", { name: /purchase now/i })).toHaveAttribute("href", "/contact");
    }
    expect(titles.size, "every article has a title of its own").toBe(7);
    await expect(searchSummary(page)).toHaveCount(0);
  });

  test("'purchase now' on an article leads to /contact", async ({ page }) => {
    await page.goto("/blog");
    await articles(page)
      .last()
      .getByRole("link", { name: /purchase now/i })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("every picture has alt text, a width and a height, and those below the first screen load lazily", async ({
    page,
  }) => {
    await page.goto("/blog");
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
  });
});

test.describe("Blog sidebar", () => {
  test("has a search field, six categories each with (4), six recent posts of March 22, 2022, eight tags and the 34% offer", async ({
    page,
  }) => {
    await page.goto("/blog");
    const aside = sidebar(page);

    await expect(searchField(page)).toHaveAttribute("type", "search");
    await expect(searchField(page)).toHaveAttribute("placeholder", "Search...");
    await expect(aside.getByRole("button", { name: "Search" })).toBeVisible();

    const categoryBlock = aside.getByRole("region", { name: "Categories" });
    await expect(categoryBlock.getByRole("listitem")).toHaveText(categories.map((name) => `${name}(4)`));

    const recentPosts = aside.getByRole("region", { name: "Recent Posts" }).getByRole("listitem");
    await expect(recentPosts).toHaveCount(6);
    for (const post of await recentPosts.all()) {
      await expect(post).toContainText("March 22, 2022");
      await expect(post.getByRole("paragraph").first()).toHaveText(/\S{3,}/);
    }

    await expect(aside.getByRole("region", { name: "Popular Tags" }).getByRole("listitem")).toHaveText(tags);

    const offer = aside.getByRole("region", { name: "Offer" });
    await expect(offer.getByText("34%", { exact: true })).toBeVisible();
    await expect(offer.getByText("Flat Discount", { exact: true })).toBeVisible();
  });
});

test.describe("Blog search", () => {
  test("submitted with Enter, it puts ?q= in the address, says how many match and lists only those", async ({
    page,
  }) => {
    await page.goto("/blog");
    await searchField(page).fill("squat");
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=squat$/);
    await expect(searchSummary(page)).toHaveText(/^2 articles match “squat”/);
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText([
      "Five Yoga Flows to Open Tight Hips",
      "Yoga for Lifters Who Hate Yoga",
    ]);
    await expect(searchField(page)).toHaveValue("squat");
  });

  test("submitted with the search button, it does the same, and 'clear search' brings back all seven", async ({
    page,
  }) => {
    await page.goto("/blog");
    await searchField(page).fill("Meditation");
    await sidebar(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=Meditation$/);
    await expect(searchSummary(page)).toHaveText(/^1 article matches “Meditation”/);
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText([
      "Breathing Drills That Calm a Busy Mind",
    ]);

    await searchSummary(page).getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articles(page)).toHaveCount(7);
    await expect(searchSummary(page)).toHaveCount(0);
    await expect(searchField(page)).toHaveValue("");
  });

  test("a search that matches nothing says 'No articles match', lists none, and has no accessibility violations", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/blog");
    await searchField(page).fill("zzqx");
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=zzqx$/);
    await expect(searchSummary(page)).toHaveText(/^No articles match “zzqx”/);
    await expect(articles(page)).toHaveCount(0);
    await expect(searchSummary(page).getByRole("link", { name: "Clear search" })).toHaveAttribute("href", "/blog");
    await expectNoAxeViolations();
  });

  test("a direct visit to /blog?q=… shows the filtered articles and has no accessibility violations", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/blog?q=breathing");
    await expect(searchField(page)).toHaveValue("breathing");
    await expect(searchSummary(page)).toHaveText(/^2 articles match “breathing”/);
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText([
      "Breathing Drills That Calm a Busy Mind",
      "A Ten-Minute Morning Routine",
    ]);
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });

  test("ignores case and the spaces around the words", async ({ page }) => {
    await page.goto("/blog?q=%20%20HIP%20%20FLEXORS%20");
    await expect(searchSummary(page)).toContainText("1 article matches “HIP FLEXORS”");
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText(["Five Yoga Flows to Open Tight Hips"]);
  });
});

test.describe("Blog search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form that the server answers with the filtered articles", async ({ page }) => {
    await page.goto("/blog");
    await searchField(page).fill("squat");
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=squat$/);
    await expect(searchSummary(page)).toHaveText(/^2 articles match “squat”/);
    await expect(articles(page)).toHaveCount(2);
  });
});
