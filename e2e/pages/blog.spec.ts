import type { Page } from "@playwright/test";
import type { Promotion } from "#app/components/sections/OfferBanner.tsx";
import { articleBodies } from "#app/content/article-bodies.ts";
import { type Article, formatArticleDate } from "#app/content/blog.ts";
import { blogSlug, recentOf } from "#app/features/blog/articles.ts";
import { currentBlog } from "#app/features/blog/blog-view.server.ts";
import { searchArticles } from "#app/features/blog-search/searchArticles.ts";
import { currentPromotion } from "#app/features/offers/promotion.server.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

/** The blog as a new install serves it (the sample of app/content), and as the server searches it: with the Markdown bodies. */
const { articles: content, categoryCounts, tagCounts, searchable } = currentBlog();
const recentArticles = recentOf(content);
const bylineOf = (article: Article) =>
  `By ${article.author} | ${formatArticleDate(article.published)} | ${article.category}`;
const titlesMatching = (query: string) => searchArticles(searchable, query).map((article) => article.title);
/** What the search summary says for a query, as SearchSummary words it. */
function summaryOf(query: string): RegExp {
  const count = searchArticles(searchable, query).length;
  const found = count === 0 ? "No articles match" : `${count} ${count === 1 ? "article matches" : "articles match"}`;
  return new RegExp(`^${found} “${query.trim().split(/\s+/).join("\\s+")}”`);
}

/** Words of the articles' titles that some articles have and others do not: searching for one narrows the list. */
const narrowingWords = [
  ...new Set(content.flatMap((article) => article.title.split(/[^A-Za-z]+/)).filter((word) => word.length >= 4)),
].filter((word) => {
  const found = searchArticles(searchable, word).length;
  return found > 0 && found < content.length;
});
const [firstWord = "", secondWord = ""] = narrowingWords;
/** A word that only the body of some article has: no title, summary, category or tag says it. */
const bodyOnlyWord =
  [...new Set(Object.values(articleBodies).flatMap((body) => body.toLowerCase().split(/[^a-z]+/)))].find(
    (word) =>
      word.length >= 7 &&
      searchArticles(searchable, word).length > 0 &&
      !content.some((article) =>
        [article.title, article.summary, article.category, ...article.tags].join(" ").toLowerCase().includes(word),
      ),
  ) ?? "";
/** Two words of one title, shouted and padded with spaces. */
const [wordA = "", wordB = ""] = (content[0]?.title ?? "").split(/[^A-Za-z]+/).filter((word) => word.length >= 4);
const searchUrl = (query: string) => new RegExp(`/blog\\?q=${query}$`);
/** A category and a tag that hold some articles but not all. */
const someCategory = categoryCounts.find((category) => category.count > 0 && category.count < content.length);
const someTag = tagCounts.find((tag) => tag.count > 1 && tag.count < content.length);

const articles = (page: Page) => page.getByRole("main").getByRole("article");
const listedTitles = (page: Page) => articles(page).getByRole("heading", { level: 2 });
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Blog sidebar" });
const searchField = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const searchSummary = (page: Page) => page.getByRole("status");

test.describe("The blog's list", () => {
  test("shows every article newest first, each with its picture, byline, title and summary, leading to its page", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(articles(page)).toHaveCount(content.length);
    for (const [index, article] of content.entries()) {
      const card = articles(page).nth(index);
      await expect(card).toHaveAccessibleName(article.title);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card.getByRole("img", { name: article.image.alt, exact: true })).toBeVisible();
      await expect(card.getByText(bylineOf(article))).toBeVisible();
      await expect(card.getByText(article.summary, { exact: true })).toBeVisible();
      // "Read more", and for screen readers which article: the sr-only title.
      await expect(card.getByRole("link", { name: /^Read more/ })).toContainText(article.title);
      await expect(card.getByRole("link", { name: /^Read more/ })).toHaveAttribute("href", `/blog/${article.slug}`);
    }
    await expect(page.getByRole("main").getByRole("link", { name: /purchase now/i })).toHaveCount(0);
    await expect(searchSummary(page)).toHaveCount(0);
    expect(await expectPicturesDescribedAndSized(page, { decorativeAllowed: true })).toBeGreaterThan(0);
  });
});

test.describe("Blog sidebar", () => {
  test("leads on: categories and tags to their lists with counts that count, recent posts to their articles", async ({
    page,
    expectNoAxeViolations,
  }) => {
    if (!someCategory || !someTag) throw new Error("the blog needs a category and a tag that narrow the list");
    await page.goto("/blog");
    const aside = sidebar(page);
    await expect(aside.getByRole("region", { name: "Categories" }).getByRole("link")).toHaveText(
      categoryCounts.map((category) => `${category.name} (${category.count})`),
    );
    await expect(aside.getByRole("region", { name: "Popular Tags" }).getByRole("link")).toHaveText(
      tagCounts.map((tag) => `#${tag.name}`),
    );
    const recent = aside.getByRole("region", { name: "Recent Posts" }).getByRole("link");
    await expect(recent).toHaveCount(recentArticles.length);
    for (const [index, article] of recentArticles.entries()) {
      await expect(recent.nth(index)).toHaveAttribute("href", `/blog/${article.slug}`);
      await expect(recent.nth(index)).toContainText(article.title);
      await expect(recent.nth(index)).toContainText(formatArticleDate(article.published));
    }
    // The banner promotes a real offer (the sample's, as a new install has it) and leads to its prices.
    const promotion = currentPromotion() as Promotion;
    const offer = aside.getByRole("region", { name: "Offer" });
    await expect(offer.getByText(promotion.discount, { exact: true })).toBeVisible();
    await expect(offer.getByText(promotion.title, { exact: true })).toBeVisible();
    await expect(offer.getByRole("link", { name: `Claim offer ${promotion.code}` })).toHaveAttribute(
      "href",
      promotion.href,
    );

    await aside.getByRole("link", { name: `${someCategory.name} (${someCategory.count})` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${blogSlug(someCategory.name)}$`));
    const inCategory = content.filter((article) => article.category === someCategory.name);
    await expect(listedTitles(page)).toHaveText(inCategory.map((article) => article.title));
    await expect(searchSummary(page)).toHaveText(
      new RegExp(`^${someCategory.count} articles? in ${someCategory.name}`),
    );
    await expect(aside.getByRole("link", { name: `${someCategory.name} (${someCategory.count})` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations();

    await aside.getByRole("link", { name: `#${someTag.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?tag=${blogSlug(someTag.name)}$`));
    await expect(listedTitles(page)).toHaveText(
      content.filter((article) => article.tags.includes(someTag.name)).map((article) => article.title),
    );
    await expect(searchSummary(page)).toHaveText(new RegExp(`^${someTag.count} articles tagged ${someTag.name}`));
    await searchSummary(page).getByRole("link", { name: "Show every article" }).click();
    await expect(articles(page)).toHaveCount(content.length);

    const [latest] = recentArticles;
    await aside.getByRole("region", { name: "Recent Posts" }).getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${latest?.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(latest?.title ?? "");
  });

  test("a category or tag the blog does not have is not found", async ({ page }) => {
    expect((await page.goto("/blog?category=no-such-category"))?.status()).toBe(404);
    expect((await page.goto("/blog?tag=no-such-tag"))?.status()).toBe(404);
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
    await expect(listedTitles(page)).toHaveText(titlesMatching(firstWord));
    await expect(searchField(page)).toHaveValue(firstWord);
  });

  test("finds a word that only an article's text has, not its title", async ({ page }) => {
    expect(bodyOnlyWord, "some article's text has a word of its own").not.toBe("");
    await page.goto("/blog");
    await searchField(page).fill(bodyOnlyWord);
    await sidebar(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(searchUrl(bodyOnlyWord));
    await expect(searchSummary(page)).toHaveText(summaryOf(bodyOnlyWord));
    await expect(listedTitles(page)).toHaveText(titlesMatching(bodyOnlyWord));
  });

  test("submitted with the search button, it does the same, and 'clear search' brings back every article", async ({
    page,
  }) => {
    await page.goto("/blog");
    await searchField(page).fill(secondWord);
    await sidebar(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(searchUrl(secondWord));
    await expect(searchSummary(page)).toHaveText(summaryOf(secondWord));
    await expect(listedTitles(page)).toHaveText(titlesMatching(secondWord));

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

  test("a direct visit to /blog?q=… shows the filtered articles, ignoring case and the spaces around the words", async ({
    page,
  }) => {
    const shouted = `  ${wordA.toUpperCase()}  ${wordB.toLowerCase()} `;
    expect(titlesMatching(shouted).length, "the first article matches its own title's words").toBeGreaterThan(0);
    await page.goto(`/blog?q=${encodeURIComponent(shouted)}`);
    await expect(searchSummary(page)).toHaveText(summaryOf(shouted));
    await expect(listedTitles(page)).toHaveText(titlesMatching(shouted));
  });
});

test.describe("The blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches through a plain form and narrows to a category through a plain link, both answered by the server", async ({
    page,
  }) => {
    if (!someCategory) throw new Error("the blog needs a category that narrows the list");
    await page.goto("/blog");
    await searchField(page).fill(firstWord);
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(searchUrl(firstWord));
    await expect(searchSummary(page)).toHaveText(summaryOf(firstWord));
    await expect(listedTitles(page)).toHaveText(titlesMatching(firstWord));

    await sidebar(page)
      .getByRole("link", { name: `${someCategory.name} (${someCategory.count})` })
      .click();
    await expect(listedTitles(page)).toHaveText(
      content.filter((article) => article.category === someCategory.name).map((article) => article.title),
    );
  });
});
