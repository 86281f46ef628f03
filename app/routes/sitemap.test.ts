import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemap.xml", () => {
  const xml = sitemapXml();

  it("lists every public page under the site's origin", () => {
    for (const path of ["/", "/about", "/classes", "/pricing", "/blog", "/contact", "/gallery/page-2"]) {
      expect(xml).toContain(`<loc>https://ironpeak.example${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(6 + 7 + 2);
  });

  it("leaves out the account pages", () => {
    expect(xml).not.toContain("/login");
    expect(xml).not.toContain("/signup");
  });
});
