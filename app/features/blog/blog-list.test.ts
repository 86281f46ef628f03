import { describe, expect, it } from "vitest";
import { articles } from "#app/content/blog.ts";
import { testArticles } from "#app/features/blog-search/test-articles.ts";
import { blogSlug } from "./articles.ts";
import { blogListing } from "./blog-list.server.ts";
import { currentBlog } from "./blog-view.server.ts";

/** The blog a new install serves: the sample of app/content, which the first start imports. */
const blog = currentBlog();
const listing = (search: string) => blogListing(new URLSearchParams(search), blog.searchable, blog);
const slugs = (search: string) => listing(search)?.articles.map((article) => article.slug);

describe("the blog's list", () => {
  it("narrows to a category or a tag named in the address, and its count is the number of articles it lists", () => {
    for (const category of blog.categoryCounts) {
      const found = listing(`category=${blogSlug(category.name)}`);
      expect(found?.filter).toEqual({ kind: "category", name: category.name });
      expect(found?.articles).toHaveLength(category.count);
      for (const article of found?.articles ?? []) expect(article.category).toBe(category.name);
    }
    for (const tag of blog.tagCounts) {
      const found = listing(`tag=${blogSlug(tag.name)}`);
      expect(found?.filter).toEqual({ kind: "tag", name: tag.name });
      expect(found?.articles).toHaveLength(tag.count);
    }
    expect(blog.categoryCounts.reduce((sum, category) => sum + category.count, 0)).toBe(articles.length);
    expect(new Set(blog.categoryCounts.map((category) => category.name))).toEqual(
      new Set(articles.map((article) => article.category)),
    );
    expect(new Set(blog.tagCounts.map((tag) => tag.name))).toEqual(
      new Set(articles.flatMap((article) => article.tags)),
    );
  });

  it("lists newest first, and knows no category or tag the blog does not have", () => {
    const dates = listing("")?.articles.map((article) => article.published) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    expect(listing("category=no-such-thing")).toBeNull();
    expect(listing("tag=")).toBeNull();
  });

  it("searches the bodies on the server and sends the matching articles without them", () => {
    const found = blogListing(new URLSearchParams("q=overhead"), testArticles);
    expect(found?.articles.map((article) => article.slug)).toEqual(["thoracic-opener"]);
    expect(found?.articles[0]).not.toHaveProperty("body");
    expect(slugs(`q=${"x".repeat(500)}`)).toEqual([]);
    expect(listing(`q=${"x".repeat(500)}`)?.query).toHaveLength(200);
  });
});
