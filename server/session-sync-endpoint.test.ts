import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";

describe("a session sync endpoint moved by SESSION_SYNC_ENDPOINT", () => {
  let server: RunningServer;
  let dataDir: string;
  const endpoint = "/api/members/session-sync";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-sync-"));
    server = await startServer({ DATA_DIR: dataDir, DEMO_EMAIL: "", SESSION_SYNC_ENDPOINT: endpoint });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (pathname: string, method: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${pathname}`, { method, headers: { origin: server.origin, ...headers } });

  it("is where the browser is told to post, and where the server answers", async () => {
    const config = await (await fetch(`${server.origin}/api/config`)).json();
    expect(config.sessionSyncEndpoint).toBe(endpoint);
    const refused = await call(endpoint, "POST", { authorization: "Bearer not.a.token" });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "INVALID_TOKEN", message: "Invalid or expired token" } });
    const cleared = await call(endpoint, "DELETE");
    expect(cleared.status).toBe(204);
    expect(cleared.headers.get("set-cookie")).toMatch(/^ironpeak_id_session=; .*Max-Age=0/);
  });

  it("leaves nothing at the built-in path", async () => {
    expect((await call("/api/session", "POST", { authorization: "Bearer not.a.token" })).status).toBe(404);
    expect((await call("/api/session", "DELETE")).status).toBe(404);
  });
});
