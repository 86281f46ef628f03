import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRIPE_WEBHOOK_MAX_BODY_BYTES, STRIPE_WEBHOOK_PATH } from "#app/platform/http/webhook-paths.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { bodyLimit, MAX_BODY_BYTES, MAX_REQUEST_TARGET_LENGTH, originCheck } from "./request-guards.ts";
import { withoutTrailingSlashes } from "./static-files.ts";

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** A request exactly as written: any target, any Host (fetch would normalise both). */
function raw(
  server: RunningServer,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: server.port, path: target, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("the request guards of the production server", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-guards-"));
    server = await startServer({ DATA_DIR: dataDir, DEMO_EMAIL: "" });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a path of 15,500 slashes, and /healthz sent beside it, in well under 100 ms", async () => {
    const slashes = `/a${"/".repeat(15_500)}b`;
    const authSlashes = `/api/auth/${"/".repeat(15_500)}x`;
    // Warm up the connection pool and the routes first: what is measured is the work per request.
    await raw(server, "/healthz");
    await raw(server, "/a/b");
    for (const target of [slashes, authSlashes]) {
      const [long, health] = await Promise.all([raw(server, target), raw(server, "/healthz")]);
      expect(long.status).toBe(414);
      expect(health.status).toBe(200);
      expect(long.ms).toBeLessThan(100);
      expect(health.ms).toBeLessThan(100);
    }
  });

  it("refuses request targets over 8 KB with 414, query strings included", async () => {
    const response = await raw(server, `/blog?q=${"a".repeat(MAX_REQUEST_TARGET_LENGTH)}`);
    expect(response.status).toBe(414);
    expect(JSON.parse(response.body)).toEqual({ error: { code: "URI_TOO_LONG", message: "Request target too long" } });
    expect((await raw(server, `/blog?q=${"a".repeat(100)}`)).status).toBe(200);
  });

  it("lets React Router's route discovery ask for a page's links, which it sends in 7,680-character requests", async () => {
    const discovery = `/blog?${"p=%2Fstaff%2Fmembers%2Fabc&".repeat(7_680 / 27)}`;
    expect(discovery.length).toBeGreaterThan(7_500);
    expect((await raw(server, discovery)).status).toBe(200);
  });

  it("answers paths made of slashes just under the limit at once, and never with an error", async () => {
    for (const target of ["/".repeat(MAX_REQUEST_TARGET_LENGTH), `/a${"/".repeat(2000)}b`, "//evil.example/x"]) {
      const response = await raw(server, target);
      expect(response.status, target.slice(0, 20)).toBeLessThan(500);
      expect(response.ms).toBeLessThan(100);
    }
    expect((await raw(server, `/about${"/".repeat(1000)}`)).status).toBe(200);
  });

  it("refuses a post whose Origin only matches the Host it sent (DNS rebinding)", async () => {
    const host = `rebound.example:${server.port}`;
    const response = await raw(server, "/contact", {
      method: "POST",
      headers: {
        host,
        origin: `http://${host}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "fullName=Eve&email=eve%40example.com&class=&comment=",
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body).error.code).toBe("CROSS_ORIGIN_REQUEST");
  });

  it("accepts a post from the configured origin", async () => {
    const response = await fetch(`${server.origin}/contact`, {
      method: "POST",
      headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=Ann&email=ann%40example.com&class=&comment=",
    });
    expect(response.status).toBe(200);
  });

  it("forbids <base> on every page, shared or rendered per request", async () => {
    for (const target of ["/", "/login", "/healthz"]) {
      const csp = (await raw(server, target)).headers["content-security-policy"];
      expect(csp, target).toContain("base-uri 'none'");
    }
  });
});

describe("trimming trailing slashes", () => {
  it("keeps the root and trims any run of slashes in one pass", () => {
    expect(withoutTrailingSlashes("/")).toBe("/");
    expect(withoutTrailingSlashes("//")).toBe("/");
    expect(withoutTrailingSlashes("/about///")).toBe("/about");
    const hostile = `/a${"/".repeat(15_500)}b`;
    const started = performance.now();
    expect(withoutTrailingSlashes(hostile)).toBe(hostile);
    expect(performance.now() - started).toBeLessThan(20);
  });
});

/**
 * The guards answer before any route does, so their refusals must already speak the JSON
 * API's language: `{ "error": { "code", "message" } }`, as docs/api.md promises a client.
 */
describe("the request guards' refusals", () => {
  const site = "https://ironpeak.example";
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit);
    app.use(originCheck([site]));
    app.post("/api/bookings", (_req, res) => {
      res.status(201).json({ ok: true });
    });
    app.post(STRIPE_WEBHOOK_PATH, (_req, res) => {
      res.status(200).json({ received: true });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  async function errorOf(response: Response) {
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(["error"]);
    expect(Object.keys(body.error).sort()).toEqual(["code", "message"]);
    expect(body.error.message.length).toBeGreaterThan(0);
    return body.error;
  }

  it("refuses a post from another site with 403 CROSS_ORIGIN_REQUEST", async () => {
    const response = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("CROSS_ORIGIN_REQUEST");
  });

  it("lets a signed webhook through whatever its Origin says (its signature is its proof), and no other path", async () => {
    const post = (path: string) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      });
    expect((await post(STRIPE_WEBHOOK_PATH)).status).toBe(200);
    expect((await post(`${STRIPE_WEBHOOK_PATH}/`)).status).toBe(403);
    expect((await post("/api/stripe")).status).toBe(403);
  });

  it("lets Stripe's events through up to 1 MB (Stripe states no maximum; an invoice with many lines passes 64 KB), 413 beyond", async () => {
    const post = (path: string, bytes: number) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: "x".repeat(bytes - 9) }),
      });
    expect(STRIPE_WEBHOOK_MAX_BODY_BYTES).toBe(1024 * 1024);
    expect((await post(STRIPE_WEBHOOK_PATH, MAX_BODY_BYTES * 2)).status).toBe(200);
    expect((await post(STRIPE_WEBHOOK_PATH, STRIPE_WEBHOOK_MAX_BODY_BYTES)).status).toBe(200);
    const over = await post(STRIPE_WEBHOOK_PATH, STRIPE_WEBHOOK_MAX_BODY_BYTES + 1);
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toBe("Request bodies may be at most 1024 KB.");
    // Every other path keeps the site-wide 64 KB, its near neighbours included.
    for (const path of [`${STRIPE_WEBHOOK_PATH}/`, "/api/stripe", "/api/bookings"]) {
      expect((await post(path, MAX_BODY_BYTES + 1)).status, path).toBe(413);
    }
  });

  it("refuses a cross-site post without an Origin header too", async () => {
    const response = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("CROSS_ORIGIN_REQUEST");
  });

  it("refuses a body over 64 KB with 413 BODY_TOO_LARGE, before reading it", async () => {
    const response = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { origin: site, "content-type": "application/json" },
      body: JSON.stringify({ sessionId: "x".repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("BODY_TOO_LARGE");
  });

  it("refuses a body without a length with 411 LENGTH_REQUIRED", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{}"));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { origin: site, "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(411);
    expect((await errorOf(response)).code).toBe("LENGTH_REQUIRED");
  });

  it("lets a same-site post within the limit through", async () => {
    const response = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { origin: site, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(201);
  });
});
