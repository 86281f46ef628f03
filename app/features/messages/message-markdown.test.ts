import { describe, expect, it } from "vitest";
import { messageHtml } from "./message-markdown.server.ts";

describe("a message's Markdown made e-mail HTML", () => {
  it("keeps text formatting and links, styled for mail apps", () => {
    const html = messageHtml(
      "# Big news\n\nBring **gloves**, *water* and [the timetable](https://gym.example/schedule).\n\n- one\n- two",
    );
    expect(html).toContain('<h2 style="');
    expect(html).not.toContain("<h1");
    expect(html).toContain("<strong>gloves</strong>");
    expect(html).toContain("<em>water</em>");
    expect(html).toMatch(/<a href="https:\/\/gym\.example\/schedule" style="[^"]+">the timetable<\/a>/);
    expect(html).toMatch(/<ul style="[^"]*list-style:disc[^"]*">/);
  });

  it("shows raw HTML as the text it is: no script, image, frame or handler survives", () => {
    const html = messageHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\n<p onclick="alert(3)" style="position:fixed">hi</p>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|onerror=|onclick=|position:fixed/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops links to anything but http(s) and mailto", () => {
    const html = messageHtml(
      "[a](javascript:alert(1)) [b](data:text/html,x) [c](mailto:desk@gym.example) [d](//evil.example)",
    );
    expect(html).not.toMatch(/javascript:|data:text|\/\/evil/);
    expect(html).toContain('href="mailto:desk@gym.example"');
  });
});
