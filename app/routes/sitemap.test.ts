import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemap.xml", () => {
  const xml = sitemapXml();

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
    ]) {
      expect(xml).toContain(`<loc>https://ironpeak.example${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(8 + 7 + 2);
  });
});
