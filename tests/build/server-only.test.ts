import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const clientDir = path.resolve("build/client");

describe("what the browser is sent", () => {
  it("never includes the common-password list, which only the server loads", () => {
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|html|json|data)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(0);
    // Two entries near the top of the list, as they appear in its compressed and plain forms.
    const leaked = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return text.includes("trustno1") && text.includes("qazwsx");
    });
    expect(leaked).toEqual([]);
  });
});

describe("the blog in the browser", () => {
  const scripts = readdirSync(path.join(clientDir, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(path.join(clientDir, "assets", name), "utf8"));

  it("ships neither the Markdown library nor the articles' Markdown: the pages carry their HTML, made on the server", () => {
    expect(scripts.length).toBeGreaterThan(0);
    // marked names its own errors and options in its bundle; an article's Markdown has "\n## ".
    expect(scripts.filter((script) => /marked\(\): |Please report this to https:\/\/github\.com\/markedjs/.test(script))).toEqual([]);
    expect(scripts.filter((script) => /(\\n|\n)## [A-Z]/.test(script))).toEqual([]);
  });

  it("ships neither the HTML sanitizer nor the article editor to visitors: staff's Markdown is made safe HTML on the server (decision 0181)", () => {
    // sanitize-html's option names; the editor's Markdown hint.
    expect(scripts.filter((script) => /allowedSchemesAppliedToAttributes|nonTextTags/.test(script))).toEqual([]);
    expect(scripts.filter((script) => script.includes("sanitize-html"))).toEqual([]);
  });
});
