import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "#e2e/support/fixtures.ts";

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
  const server = startServer({ PORT: "eighty" });
  const exitCode = await new Promise<number | null>((resolve) => server.process.on("exit", resolve));
  expect(exitCode).toBe(1);
  expect(server.output()).toContain("PORT: must be a whole number");
});

test("on SIGTERM the server stops accepting, finishes the request in flight, then exits cleanly", async () => {
  const port = 3190 + test.info().workerIndex;
  const server = startServer({ PORT: String(port) });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok);

  // A request whose body is still arriving when the signal comes.
  const socket = connect(port, "127.0.0.1");
  let reply = "";
  socket.on("data", (chunk) => {
    reply += chunk.toString();
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(
    "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\nhello",
  );
  await new Promise((resolve) => setTimeout(resolve, 200));

  server.process.kill("SIGTERM");
  await waitFor(() => server.output().includes("SIGTERM received"));
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

  socket.write("world");
  await waitFor(() => reply.startsWith("HTTP/1.1 "));
  const exitCode = await new Promise<number | null>((resolve) => server.process.on("exit", resolve));
  expect(exitCode).toBe(0);
  socket.destroy();
});

function startServer(env: Record<string, string>): { process: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "ironpeak-server-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { process: child, output: () => output };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("timed out waiting");
}
