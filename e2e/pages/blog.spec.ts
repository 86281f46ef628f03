import type { Page } from "@playwright/test";
import { type Article, blogOffer, categories, articles as content, recentPosts, tags } from "#app/content/blog.ts";
import { searchArticles } from "#app/features/blog-search/searchArticles.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

const bylineOf = (article: Article) => `By ${article.author} | ${article.date} | ${article.category}`;
const titlesMatching = (query: string) => searchArticles(content, query).map((article) => article.title);
/** What the search summary says for a query, as SearchSummary words it. */
function summaryOf(query: string): RegExp {
  const count = searchArticles(content, query).length;
  const found = count === 0 ? "No articles match" : `${count} ${count === 1 ? "article matches" : "articles match"}`;
  return new RegExp(`^${found} “${query.trim().split(/\s+/).join("\\s+")}”`);
}

/** Words of the articles' titles that some articles have and others do not: searching for one narrows the list. */
const narrowingWords = [
  ...new Set(content.flatMap((article) => article.title.split(/[^A-Za-z]+/)).filter((word) => word.length >= 4)),
].filter((word) => {
  const found = searchArticles(content, word).length;
  return found > 0 && found < content.length;
});
const [firstWord = "", secondWord = ""] = narrowingWords;
/** Two words of one title, shouted and padded with spaces. */
const [wordA = "", wordB = ""] = (content[0]?.title ?? "").split(/[^A-Za-z]+/).filter((word) => word.length >= 4);
const searchUrl = (query: string) => new RegExp(`/blog\\?q=${query}$`);

const articles = (page: Page) => page.getByRole("main").getByRole("article");
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Blog sidebar" });
const searchField = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const searchSummary = (page: Page) => page.getByRole("status");

test.describe("Blog articles", () => {
  test("every article, each with its picture, byline, title, body and 'purchase now'", async ({ page }) => {
    await page.goto("/blog");
    await expect(articles(page)).toHaveCount(content.length);
    for (const [index, article] of content.entries()) {
      const card = articles(page).nth(index);
      await expect(card).toHaveAccessibleName(article.title);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card.getByRole("img", { name: article.image.alt, exact: true })).toBeVisible();
      await expect(card.getByText(bylineOf(article))).toBeVisible();
      await expect(card.getByText(article.body, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: /purchase now/i })).toHaveAttribute("href", "/contact");
    }
    expect(new Set(content.map((article) => article.title)).size, "every article has a title of its own").toBe(
      content.length,
    );
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
  test("has a search field, the categories with their counts, the recent posts, the tags and the offer", async ({
    page,
  }) => {
    await page.goto("/blog");
    const aside = sidebar(page);

    await expect(searchField(page)).toHaveAttribute("type", "search");
    await expect(searchField(page)).toHaveAttribute("placeholder", "Search...");
    await expect(aside.getByRole("button", { name: "Search" })).toBeVisible();

    const categoryBlock = aside.getByRole("region", { name: "Categories" });
    await expect(categoryBlock.getByRole("listitem")).toHaveText(
      categories.map((category) => `${category.name}(${category.count})`),
    );

    const posts = aside.getByRole("region", { name: "Recent Posts" }).getByRole("listitem");
    await expect(posts).toHaveCount(recentPosts.length);
    for (const [index, post] of recentPosts.entries()) {
      await expect(posts.nth(index).getByRole("paragraph")).toHaveText([post.title, post.date]);
    }

    await expect(aside.getByRole("region", { name: "Popular Tags" }).getByRole("listitem")).toHaveText(
      tags.map((tag) => `#${tag}`),
    );

    const offer = aside.getByRole("region", { name: "Offer" });
    await expect(offer.getByText(blogOffer.discount, { exact: true })).toBeVisible();
    await expect(offer.getByText(blogOffer.label, { exact: true })).toBeVisible();
  });
});

test.describe("Blog search", () => {
  test("submitted with Enter, it puts ?q= in the address, says how many match and lists only those", async ({
    page,
  }) => {
    await page.goto("/blog");
    await searchField(page).fill(firstWord);
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(searchUrl(firstWord));
    await expect(searchSummary(page)).toHaveText(summaryOf(firstWord));
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText(titlesMatching(firstWord));
    await expect(searchField(page)).toHaveValue(firstWord);
  });

  test("submitted with the search button, it does the same, and 'clear search' brings back every article", async ({
    page,
  }) => {
    await page.goto("/blog");
    await searchField(page).fill(secondWord);
    await sidebar(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(searchUrl(secondWord));
    await expect(searchSummary(page)).toHaveText(summaryOf(secondWord));
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText(titlesMatching(secondWord));

    await searchSummary(page).getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articles(page)).toHaveCount(content.length);
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
    await page.goto(`/blog?q=${secondWord}`);
    await expect(searchField(page)).toHaveValue(secondWord);
    await expect(searchSummary(page)).toHaveText(summaryOf(secondWord));
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText(titlesMatching(secondWord));
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });

  test("ignores case and the spaces around the words", async ({ page }) => {
    const shouted = `  ${wordA.toUpperCase()}  ${wordB.toLowerCase()} `;
    expect(titlesMatching(shouted).length, "the first article matches its own title's words").toBeGreaterThan(0);
    await page.goto(`/blog?q=${encodeURIComponent(shouted)}`);
    await expect(searchSummary(page)).toHaveText(summaryOf(shouted));
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText(titlesMatching(shouted));
  });
});

test.describe("Blog search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form that the server answers with the filtered articles", async ({ page }) => {
    await page.goto("/blog");
    await searchField(page).fill(firstWord);
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(searchUrl(firstWord));
    await expect(searchSummary(page)).toHaveText(summaryOf(firstWord));
    await expect(articles(page).getByRole("heading", { level: 2 })).toHaveText(titlesMatching(firstWord));
  });
});
