import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";

/** `npm start` as a person runs it: npm, its prestart build check (the build is fresh here), then the server. */
describe("npm start", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });

  it("says in a few lines what it serves where, which database and where e-mail goes, with every page naming its own origin", async () => {
    server = await startServer({}, { mode: "npm-start" });
    const running = server;
    await expect.poll(() => running.output(), { timeout: 10_000 }).toContain("Ctrl-C stops it.");
    const output = running.output();
    expect(output).toContain(
      `Ironpeak is serving on http://127.0.0.1:${running.port} for http://localhost:${running.port}`,
    );
    // The pages every visitor gets alike are rendered before the first visitor comes.
    expect(output).toMatch(
      new RegExp(
        `\\n {2}pages {5}rendered here for http://localhost:${running.port}; the shared ones ready in \\d+ ms,`,
      ),
    );
    expect(output).toMatch(/\n {2}database {2}SQLite, \/\S+\/ironpeak\.sqlite\n/);
    expect(output).toMatch(
      /\n {2}e-mail {4}kept, not sent \(no SMTP_URL\): written to \/\S+\/mail and held in the outbox\n/,
    );
    // The build's file listing stays with `npm run build`.
    expect(output).not.toMatch(/Prerender|build\/client\/assets/);
    expect(output.trim().split("\n").length).toBeLessThan(20);
    // Pages name this server's origin, whatever SITE_URL the build had: no page is built ahead.
    const home = await (await fetch(`http://127.0.0.1:${running.port}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="http://localhost:${running.port}/"`);
  });

  it("stops the server it started when npm itself is stopped (SIGTERM to npm, as a process manager sends it)", async () => {
    server = await startServer({}, { mode: "npm-start" });
    const { port } = server;
    await server.stop();
    expect(server.output()).toContain("SIGTERM received: finishing in-flight requests, then stopping.");
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
