import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPrerenderedPages, loadStaticFiles } from "./static-files.ts";

describe("prerendered pages", () => {
  it("maps each page's address to its index.html, ignoring the hashed assets", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "ironpeak-client-"));
    for (const dir of ["", "about", "schedule/monday", "assets"]) {
      mkdirSync(path.join(clientDir, dir), { recursive: true });
      writeFileSync(path.join(clientDir, dir, "index.html"), "<!doctype html>");
    }
    writeFileSync(path.join(clientDir, "schedule/monday.data"), "");

    const pages = findPrerenderedPages(clientDir);

    expect([...pages.keys()].sort()).toEqual(["/", "/about", "/schedule/monday"]);
    expect(pages.get("/schedule/monday")).toBe(path.join(clientDir, "schedule/monday/index.html"));
  });

  it("finds none when there is no build", () => {
    expect(findPrerenderedPages("/no/such/folder").size).toBe(0);
  });
});

describe("the static file store", () => {
  it("keeps each file with its precompressed copies, a page's CSP, and the right caching", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "ironpeak-store-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><script>go()</script>");
    writeFileSync(path.join(clientDir, "index.html.br"), "brotli bytes");
    writeFileSync(path.join(clientDir, "assets/app-1234.js"), "console.log(1)");
    writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *");

    const files = loadStaticFiles(clientDir);

    expect([...files.keys()].sort()).toEqual(["/", "/assets/app-1234.js", "/robots.txt"]);
    const home = files.get("/");
    expect(home?.bodies.br?.toString()).toBe("brotli bytes");
    expect(home?.bodies.gzip).toBeUndefined();
    expect(home?.headers["Content-Security-Policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(home?.headers["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(files.get("/assets/app-1234.js")?.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(files.get("/robots.txt")?.headers["Content-Type"]).toBe("text/plain; charset=utf-8");
  });
});
