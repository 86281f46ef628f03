import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";

/** What a document weighs: the shell's static parts drawn once, not again in React Router's data (decision 0230). */
describe("the shell's footer and about panel in a document", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it.each(["/schedule/monday", "/about", "/"])("%s draws them once and carries them nowhere else", async (path) => {
    const html = await (await fetch(`http://127.0.0.1:${server.port}${path}`)).text();
    const footer = /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
    expect(footer).toContain("</footer>");
    expect(html.split(footer)).toHaveLength(2);
    // As the data would carry it: escaped once for JSON, again for the script's string.
    expect(html).not.toContain(JSON.stringify(JSON.stringify(footer)).slice(3, 200));
    expect(html).not.toContain(JSON.stringify(footer).slice(1, 200));
    expect(html.match(/data-part="/g)).toHaveLength(2);
  });
});
