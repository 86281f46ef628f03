import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robots.txt", () => {
  const text = robotsTxt();

  it("lets crawlers read every page", () => {
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).not.toContain("Disallow");
  });

  it("points to the sitemap under the site's own origin", () => {
    expect(text).toContain("Sitemap: https://ironpeak.example/sitemap.xml\n");
  });
});
