import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { servePageCache } from "./page-cache.ts";

/** A server with the page cache in front of a renderer that counts its renderings, and says so in each page. */
async function cachedSite() {
  let version = "v1";
  let paths: readonly string[] = ["/", "/classes"];
  const renders: string[] = [];
  const app = express();
  const pages = servePageCache(app, {
    paths: () => paths,
    key: () => version,
    render: async (pathname) => {
      renders.push(pathname);
      if (pathname === "/classes" && version === "broken") return new Response("oops", { status: 500 });
      return new Response(`<!doctype html><p>${pathname} at ${version}</p><script>start()</script>`, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Set-Cookie": "a=b",
          "Content-Security-Policy": "nonce",
        },
      });
    },
  });
  app.use((_req, res) => {
    res.status(200).send("rendered per request");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    renders,
    pages,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers }),
    setVersion: (next: string) => {
      version = next;
    },
    setPaths: (next: readonly string[]) => {
      paths = next;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let site: Awaited<ReturnType<typeof cachedSite>> | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe("the pages every visitor gets alike", () => {
  it("are rendered once and served from memory, with their scripts' hashes as the CSP and nothing personal", async () => {
    site = await cachedSite();
    await site.pages.warm();
    expect(site.renders).toEqual(["/", "/classes"]);
    const first = await site.get("/");
    const second = await site.get("/");
    expect(await first.text()).toBe("<!doctype html><p>/ at v1</p><script>start()</script>");
    await second.arrayBuffer();
    expect(site.renders).toEqual(["/", "/classes"]);
    const hash = createHash("sha256").update("start()").digest("base64");
    expect(first.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.get("etag") ?? "";
    expect((await site.get("/", { "if-none-match": etag })).status).toBe(304);
  });

  it("answer even the first visitor after a change compressed, as Brotli or gzip as the browser takes", async () => {
    site = await cachedSite();
    site.setVersion("v2");
    const brotli = await site.get("/classes", { "accept-encoding": "br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(await brotli.text()).toBe("<!doctype html><p>/classes at v2</p><script>start()</script>");
    const gzip = await site.get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe("<!doctype html><p>/ at v2</p><script>start()</script>");
  });

  it("are rendered again when what they show changes, the old page served meanwhile", async () => {
    site = await cachedSite();
    await site.pages.warm();
    site.setVersion("v2");
    expect(await (await site.get("/classes")).text()).toContain("/classes at v1");
    const current = site;
    await expect.poll(async () => (await current.get("/classes")).text()).toContain("/classes at v2");
    expect(site.renders.filter((path) => path === "/classes")).toEqual(["/classes", "/classes"]);
  });

  it("leave a page with a query string, a path of their own, or a failed rendering to the renderer", async () => {
    site = await cachedSite();
    expect(await (await site.get("/?q=yoga")).text()).toBe("rendered per request");
    expect(await (await site.get("/about")).text()).toBe("rendered per request");
    site.setVersion("broken");
    expect(await (await site.get("/classes")).text()).toBe("rendered per request");
    expect(site.renders).toEqual(["/classes"]);
  });

  it("follow the pages there are: one that joins them is kept from then on, one that leaves them is rendered per request", async () => {
    site = await cachedSite();
    await site.pages.warm();
    site.setPaths(["/", "/blog/new-article"]);
    expect(await (await site.get("/blog/new-article")).text()).toContain("/blog/new-article at v1");
    expect(await (await site.get("/blog/new-article")).text()).toContain("/blog/new-article at v1");
    expect(site.renders.filter((path) => path === "/blog/new-article")).toHaveLength(1);
    expect(await (await site.get("/classes")).text()).toBe("rendered per request");
  });
});
