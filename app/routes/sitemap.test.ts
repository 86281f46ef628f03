import { describe, expect, it } from "vitest";
import { articles } from "#app/content/blog.ts";
import { galleryPageSlugs } from "#app/content/gallery-pages.ts";
import { weekdays } from "#app/content/weekdays.ts";
import { publicPaths } from "#app/platform/seo/public-paths.ts";
import { sitemapXml } from "./sitemap.ts";

describe("sitemap.xml", () => {
  const origin = "https://gym.example";
  const xml = sitemapXml(origin);
  const listed = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

  it("lists every page of the route table once, every article and the account pages too, under the site's origin", () => {
    const routeTable = [
      "/",
      "/about",
      "/classes",
      "/pricing",
      "/blog",
      ...articles.map((article) => `/blog/${article.slug}`),
      "/contact",
      "/login",
      "/signup",
      ...weekdays.map((day) => `/schedule/${day}`),
      "/schedule/week",
      ...galleryPageSlugs.map((slug) => `/gallery/${slug}`),
    ];
    expect(listed).toEqual(routeTable.map((path) => `${origin}${path}`));
    expect(listed).toHaveLength(publicPaths.length);
  });

  it("is a sitemaps.org URL set", () => {
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});
