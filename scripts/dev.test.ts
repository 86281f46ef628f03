import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";

/**
 * `npm run dev` is the production app with Vite in front of the source: same guards,
 * same headers, same CSP. Slow for a unit test (5–20 s: Vite starts and, on a cold cache,
 * bundles the dependencies first), so one server serves every check here.
 */
describe("the development server", { timeout: 90_000 }, () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({}, { mode: "development" });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  const url = (pathname: string) => `http://127.0.0.1:${server.port}${pathname}`;

  it("renders pages from the source with the production security headers and a nonce-based CSP", async () => {
    const response = await fetch(url("/about"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("About Us");
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce, "inline scripts carry a nonce").toBeTruthy();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves Vite's modules from the same origin, so 'self' covers them", async () => {
    const client = await fetch(url("/@vite/client"));
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toMatch(/javascript/);
  });

  it("applies the request guards: a cross-site post is refused before any handler", async () => {
    const response = await fetch(url("/contact"), {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(response.status).toBe(403);
  });
});
