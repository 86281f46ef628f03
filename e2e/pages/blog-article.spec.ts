import { parseFeed } from "@rowanmanning/feed-parser";
import { articleBodies } from "#app/content/article-bodies.ts";
import { formatArticleDate } from "#app/content/blog.ts";
import { filterHref, tryAClassHref } from "#app/features/blog/articles.ts";
import { currentBlog } from "#app/features/blog/blog-view.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";
import { serverSiteUrl } from "#e2e/support/server-site-url.ts";
import { schemaOrgProblems } from "#tests/support/schema-org.ts";

/** The articles a new install serves (the sample of app/content), newest first. */
const articlesNewestFirst = currentBlog().articles;
/** An article with one before and one after it, so both of its neighbour links show. */
const index = Math.min(1, articlesNewestFirst.length - 1);
const article = articlesNewestFirst[index];
const newer = articlesNewestFirst[index - 1];
const older = articlesNewestFirst[index + 1];
if (!article) throw new Error("the blog has no articles");

/** The first paragraph of its Markdown as plain text: what the page must show, whatever the gym wrote. */
const firstParagraph = (articleBodies[article.slug] ?? "")
  .split(/\n\s*\n/)
  .map((block) => block.trim())
  .find((block) => block && !/^([#>*-]|\d+\.)/.test(block))
  ?.replace(/\*\*|__|[*_`]/g, "");

test("an article opens with its title, byline, picture and text, and leads on: its category, its tags, a class to try, the articles before and after it", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto(`/blog/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  const body = page.getByRole("article", { name: article.title });
  await expect(
    body.getByText(`By ${article.author} | ${formatArticleDate(article.published)} | ${article.category}`),
  ).toBeVisible();
  await expect(body.getByRole("img", { name: article.image.alt, exact: true })).toBeVisible();
  await expect(body.getByText(article.summary, { exact: true })).toBeVisible();
  await expect(body.getByText(firstParagraph ?? "", { exact: true })).toBeVisible();
  await expect(body.getByRole("link", { name: article.category, exact: true })).toHaveAttribute(
    "href",
    filterHref("category", article.category),
  );
  for (const tag of article.tags) {
    await expect(body.getByRole("link", { name: `#${tag}`, exact: true })).toHaveAttribute(
      "href",
      filterHref("tag", tag),
    );
  }
  await expect(body.getByRole("link", { name: /purchase now/i })).toHaveCount(0);
  await expect(body.getByRole("link", { name: "Try a class" })).toHaveAttribute("href", tryAClassHref(article));

  const more = page.getByRole("navigation", { name: "More articles" });
  if (older) await expect(more.getByRole("link", { name: `Previous article ${older.title}` })).toBeVisible();
  if (newer) await expect(more.getByRole("link", { name: `Next article ${newer.title}` })).toBeVisible();
  await expectNoAxeViolations();

  if (newer) {
    await more.getByRole("link", { name: `Next article ${newer.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${newer.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newer.title);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  }

  await waitForHydration(page);
  await body.getByRole("link", { name: "Try a class" }).click();
  await expect(page).toHaveURL(/\/contact/);
  const slug = new URL(page.url()).searchParams.get("class");
  await expect(page.getByRole("combobox", { name: "Class" })).toHaveValue(slug ? (classBySlug(slug)?.title ?? "") : "");
});

test("an article describes itself to search engines as a schema.org Article with its own date, author and address", async ({
  page,
}) => {
  await page.goto(`/blog/${article.slug}`);
  const url = `${serverSiteUrl}/blog/${article.slug}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0] ?? "{}");
  expect(schemaOrgProblems(data)).toEqual([]);
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.published,
    author: { "@type": "Person", name: article.author },
    mainEntityOfPage: url,
    articleSection: article.category,
  });
  expect(data.image).toMatch(new RegExp(`^${serverSiteUrl}/artwork/`));
  expect((await page.request.get(new URL(data.image).pathname)).status()).toBe(200);
});

test("an address that names no article is not found", async ({ page }) => {
  expect((await page.goto("/blog/no-such-article"))?.status()).toBe(404);
});

test("the blog's RSS feed, linked from the page head, parses with every article, newest first, at this server's address", async ({
  page,
}) => {
  await page.goto("/blog");
  const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(link).toHaveAttribute("href", "/blog/feed.xml");
  const response = await page.request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();

  // The browser's XML parser is strict: a feed that is not well-formed XML is a <parsererror>.
  const wellFormed = await page.evaluate(
    (source) => new DOMParser().parseFromString(source, "application/xml").querySelector("parsererror") === null,
    xml,
  );
  expect(wellFormed).toBe(true);

  const origin = serverSiteUrl;
  const feed = parseFeed(xml);
  expect(feed.meta).toMatchObject({ type: "rss", version: "2.0" });
  expect(feed.url).toBe(`${origin}/blog`);
  expect(feed.self).toBe(`${origin}/blog/feed.xml`);
  expect(feed.items.map((item) => item.title)).toEqual(articlesNewestFirst.map((entry) => entry.title));
  for (const [position, item] of feed.items.entries()) {
    const entry = articlesNewestFirst[position];
    if (!entry) continue;
    expect(item.url).toBe(`${origin}/blog/${entry.slug}`);
    expect(item.published?.toISOString().slice(0, 10)).toBe(entry.published);
    expect(item.description).toBe(entry.summary);
    expect(item.authors.map((author) => author.name)).toEqual([entry.author]);
    expect(item.content).toContain("<p>");
  }
});
