import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { builtOrigin } from "./build-info.ts";

/** `npm start` as a person runs it: npm, its prestart build check (the build is fresh here), then the server. */
describe("npm start", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });

  it("says in a few lines what it serves where, which database and where e-mail goes, and that the pages name another origin", async () => {
    server = await startServer({}, { mode: "npm-start" });
    const running = server;
    await expect.poll(() => running.output(), { timeout: 10_000 }).toContain("Ctrl-C stops it.");
    const output = running.output();
    expect(output).toContain(
      `Ironpeak is serving on http://127.0.0.1:${running.port} for http://localhost:${running.port}`,
    );
    expect(output).toMatch(/\n {2}pages {5}prerendered for http:\/\/\S+\n/);
    expect(output).toMatch(/\n {2}database {2}SQLite, \/\S+\/ironpeak\.sqlite\n/);
    expect(output).toMatch(
      /\n {2}e-mail {4}kept, not sent \(no SMTP_URL\): written to \/\S+\/mail and held in the outbox\n/,
    );
    // The build's file listing stays with `npm run build`.
    expect(output).not.toMatch(/Prerender|build\/client\/assets/);
    expect(output.trim().split("\n").length).toBeLessThan(20);
    // The pages were built for another port than this server's: it says so, with the fix.
    expect(builtOrigin()).not.toBe(`http://localhost:${running.port}`);
    expect(output).toContain(
      `Warning: the prerendered pages name ${builtOrigin()} but this server is http://localhost:${running.port}`,
    );
  });

  it("stops the server it started when npm itself is stopped (SIGTERM to npm, as a process manager sends it)", async () => {
    server = await startServer({}, { mode: "npm-start" });
    const { port } = server;
    await server.stop();
    expect(server.output()).toContain("SIGTERM received: finishing in-flight requests, then stopping.");
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
