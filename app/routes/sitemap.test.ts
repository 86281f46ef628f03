import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("sitemap.xml", () => {
  const origin = "https://gym.example";
  const xml = sitemapXml(origin);

  it("lists every public page of the route table under the site's origin, the account pages too", () => {
    for (const path of [
      "/",
      "/about",
      "/classes",
      "/pricing",
      "/blog",
      "/contact",
      "/login",
      "/signup",
      "/gallery/page-2",
      "/schedule/week",
    ]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    // Eight pages, seven days and the week view, two gallery pages.
    expect(xml.match(/<url>/g)).toHaveLength(8 + 7 + 1 + 2);
  });
});
