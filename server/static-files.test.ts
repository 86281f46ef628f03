import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPrerenderedPages } from "./static-files";

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
