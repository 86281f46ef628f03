import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";

describe("robots.txt", () => {
  const text = robotsTxt("https://gym.example");

  it("lets crawlers read every page", () => {
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).not.toContain("Disallow");
  });

  it("points to the sitemap under the site's own origin", () => {
    expect(text).toContain("Sitemap: https://gym.example/sitemap.xml\n");
  });
});
