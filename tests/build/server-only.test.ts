import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const clientDir = path.resolve("build/client");

describe("what the browser is sent", () => {
  it("never includes the common-password list, which only the server loads", () => {
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|html|json|data)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(0);
    // Two entries near the top of the list, as they appear in its compressed and plain forms.
    const leaked = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return text.includes("trustno1") && text.includes("qazwsx");
    });
    expect(leaked).toEqual([]);
  });
});
