import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { currentBlog } from "./blog-view.server.ts";
import { blogFeedXml, feedItemCount } from "./feed.server.ts";

/** The blog a new install serves: the sample of app/content. */
const articlesNewestFirst = currentBlog().articles;

describe("the blog's RSS feed", () => {
  const origin = "https://gym.example";
  const xml = blogFeedXml(origin);
  const feed = parseFeed(xml);

  it("is an RSS 2.0 feed of the gym's blog that names itself and the blog at the site's origin", () => {
    expect(feed.meta).toEqual({ type: "rss", version: "2.0" });
    expect(feed.title).toBe(`${site.brand} blog`);
    expect(feed.url).toBe(`${origin}/blog`);
    expect(feed.self).toBe(`${origin}/blog/feed.xml`);
    expect(feed.updated?.toISOString().slice(0, 10)).toBe(articlesNewestFirst[0]?.published);
  });

  it("carries the latest articles, newest first, each with its address, day, author, category, tags, summary and whole text", () => {
    expect(feed.items).toHaveLength(feedItemCount());
    for (const [index, item] of feed.items.entries()) {
      const article = articlesNewestFirst[index];
      if (!article) throw new Error(`no article ${index}`);
      expect(item.title).toBe(article.title);
      expect(item.url).toBe(`${origin}/blog/${article.slug}`);
      expect(item.id).toBe(`${origin}/blog/${article.slug}`);
      expect(item.published?.toISOString().slice(0, 10)).toBe(article.published);
      expect(item.authors.map((author) => author.name)).toEqual([article.author]);
      expect(item.categories.map((category) => category.term)).toEqual([
        article.category,
        ...article.tags.filter((tag) => tag !== article.category),
      ]);
      expect(item.description).toBe(article.summary);
      expect(item.content).toContain(`<img src="${origin}${article.image.src}"`);
      expect(item.content).toMatch(/<p>[^<]/);
    }
  });

  it("escapes what XML would otherwise read as markup", () => {
    expect(xml).not.toMatch(/<content:encoded><(?!!)/);
    expect(xml.match(/<item>/g)).toHaveLength(feedItemCount());
  });
});
