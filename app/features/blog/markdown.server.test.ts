import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown.server.ts";

/** Staff write the Markdown in a browser and it becomes public HTML: only what Markdown writes gets through. */
describe("an article's Markdown made HTML", () => {
  it("keeps what Markdown writes: sections, emphasis, lists, links, quotes, code, tables", () => {
    const html = markdownToHtml(
      "## Warm-up\n\n**Bold** and *italic*, [a link](https://example.com) and [mail](mailto:desk@example.com).\n\n- one\n- two\n\n> quoted\n\n`code`\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    for (const part of [
      "<h2>Warm-up</h2>",
      "<strong>Bold</strong>",
      "<em>italic</em>",
      '<a href="https://example.com">a link</a>',
      '<a href="mailto:desk@example.com">mail</a>',
      "<li>one</li>",
      "<blockquote>",
      "<code>code</code>",
      "<table>",
    ]) {
      expect(html).toContain(part);
    }
  });

  it("makes a first-level heading a section: the article's title is its page's only one", () => {
    expect(markdownToHtml("# Big").trim()).toBe("<h2>Big</h2>");
  });

  it("drops scripts, frames, forms, styles, event handlers and links that run code or leave the page's pictures", () => {
    const html = markdownToHtml(
      [
        "<script>alert(1)</script>",
        '<iframe src="https://example.com"></iframe>',
        '<form action="https://example.com"><input name="card"></form>',
        '<p style="position:fixed" onclick="alert(1)">styled</p>',
        '<img src="https://tracker.example/pixel.gif" onerror="alert(1)">',
        "[click](javascript:alert(1))",
        '<a href="data:text/html,hi">data</a>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|alert|<iframe|<form|<input|style=|onclick|onerror|javascript:|data:|tracker/);
    expect(html).toContain("styled");
  });
});
