import { connect } from "node:net";
import { expect, test } from "#e2e/support/fixtures.ts";
import { runServerToExit, startServer } from "#tests/support/server-process.ts";

// These talk to the server over HTTP only; one browser size is enough.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, "server behaviour does not depend on the screen");

test("hashed assets are cached for a year, pages are revalidated, and both are compressed", async ({
  page,
  request,
}) => {
  const assetUrls: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assetUrls.push(response.url());
  });
  await page.goto("/");
  expect(assetUrls.length).toBeGreaterThan(0);

  const asset = await request.get(assetUrls[0] as string, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(html.headers()["content-encoding"]).toBe("gzip");
});

test("pages and assets come Brotli-compressed to browsers that accept it, and unchanged ones answer 304", async ({
  request,
}) => {
  const page = await request.get("/classes", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers().vary).toContain("Accept-Encoding");
  expect(await page.text()).toContain("<h1");

  const etag = page.headers().etag as string;
  const again = await request.get("/classes", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  const plain = await request.get("/classes", { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain("<h1");
});

test("a missing asset is a plain 404, not a page", async ({ request }) => {
  const response = await request.get("/assets/no-such-file.js");
  expect(response.status()).toBe(404);
});

test("/healthz answers 200 while the server can serve", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("a bad PORT stops the server at start with a message that names it", async () => {
  const { code, output } = await runServerToExit({ PORT: "eighty" });
  expect(code).toBe(1);
  expect(output).toContain("PORT: must be a whole number");
});

test("on SIGTERM the server stops accepting, finishes the request in flight, then exits cleanly", async () => {
  const server = await startServer();

  // A request whose body is still arriving when the signal comes. With Expect: 100-continue
  // the server says when it has the request in hand: from then on it is in flight.
  const socket = connect(server.port, "127.0.0.1");
  let reply = "";
  socket.on("data", (chunk) => {
    reply += chunk.toString();
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(
    "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\nhello",
  );
  await expect.poll(() => reply).toContain("HTTP/1.1 100 Continue");

  server.process.kill("SIGTERM");
  await expect.poll(() => server.output()).toContain("SIGTERM received");
  await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();

  socket.write("world");
  await expect.poll(() => reply).toMatch(/HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 [2-5]\d\d /);
  const exitCode = await new Promise<number | null>((resolve) =>
    server.process.exitCode === null ? server.process.once("exit", resolve) : resolve(server.process.exitCode),
  );
  expect(exitCode).toBe(0);
  socket.destroy();
});
