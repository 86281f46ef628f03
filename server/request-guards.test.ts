import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, MAX_BODY_BYTES, originCheck } from "./request-guards.ts";

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
