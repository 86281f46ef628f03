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

describe("the staff console's code", () => {
  it("is imported by public code only where it runs on the server", () => {
    const wrong = appFiles
      .filter((file) => !file.startsWith("app/routes/staff/") && !file.startsWith("app/features/staff/"))
      // Server modules never reach the browser; the composition root wires the console's server parts.
      .filter((file) => !file.endsWith(".server.ts"))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith("#app/features/staff/"))
          .map((specifier) => `${file}: ${specifier}`),
      );
    expect(wrong).toEqual([]);
  });
});
