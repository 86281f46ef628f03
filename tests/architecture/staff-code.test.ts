import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The staff console's code stays out of public pages: only the console's own routes may
 * bring its UI into a page. (tests/build/budget.test.ts checks the built pages as well.)
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

const appFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
  cwd: projectRoot,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));

const importsOf = (file: string) =>
  [
    ...readFileSync(path.join(projectRoot, file), "utf8").matchAll(
      /\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? "");

/** The console's code: its routes (the desk's, the coaches'), its features (the desk, the owner's reports). Public pages never load it. */
const consoleFolders = ["app/routes/staff/", "app/routes/coach/", "app/features/staff/", "app/features/reports/"];
const consoleModules = ["#app/features/staff/", "#app/features/reports/"];

describe("the staff console's code", () => {
  it("is imported by public code only where it runs on the server", () => {
    const wrong = appFiles
      .filter((file) => !consoleFolders.some((folder) => file.startsWith(folder)))
      // Server modules never reach the browser; the composition root wires the console's server parts.
      .filter((file) => !file.endsWith(".server.ts"))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => consoleModules.some((prefix) => specifier.startsWith(prefix)))
          .map((specifier) => `${file}: ${specifier}`),
      );
    expect(wrong).toEqual([]);
  });
});

describe("the staff console's changes", () => {
  const staffRouteFiles = appFiles.filter((file) => file.startsWith("app/routes/staff/"));
  const source = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

  it("each pass the one write gate, which refuses the demo staff account", () => {
    // A staff change lives in a route module's action or in the *.server.ts function it calls.
    const actionFiles = staffRouteFiles.filter((file) =>
      /export (async )?function (action|\w+Action)\b/.test(source(file)),
    );
    expect(actionFiles.length).toBeGreaterThan(0);
    const ungated = actionFiles.filter((file) => {
      const text = source(file);
      const actions = [...text.matchAll(/export (?:async )?function (action|\w+Action)\b[\s\S]*?\n}/g)].map(
        (m) => m[0],
      );
      const routeDelegates = actions.every((body) => /\b\w+Action\(/.test(body) && !/requireStaff/.test(body));
      return !routeDelegates && !actions.every((body) => body.includes("requireStaffWriter("));
    });
    expect(ungated).toEqual([]);
  });

  it("read pages through the viewer gate, so the demo account's view is masked", () => {
    const plainGate = staffRouteFiles.filter(
      (file) => /\brequireStaff\(/.test(source(file)) && !file.endsWith("today.server.ts"),
    );
    // The day overview shows sessions and places only, no person: it needs no mask.
    expect(plainGate).toEqual([]);
  });
});
