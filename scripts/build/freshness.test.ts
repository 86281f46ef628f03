import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceHash, staleBuildReason } from "./freshness.ts";

describe("build freshness", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const recordBuild = (siteUrl = "http://localhost:3000") => {
    write("build/server/index.js", "// built");
    write("build/build-info.json", JSON.stringify({ siteUrl, sourceHash: sourceHash(root), builtAt: "now" }));
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "ironpeak-freshness-"));
    write("app/root.tsx", "export default 1;");
    write("app/features/bmi/bmi.test.ts", "test");
    write("public/favicon.svg", "<svg/>");
    write("package-lock.json", "{}");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("a build made from the current source is fresh", () => {
    expect(staleBuildReason({ root })).toBe("there is no build yet");
    recordBuild();
    expect(staleBuildReason({ root })).toBeNull();
  });

  it("an edited, added or removed source file makes it stale", () => {
    recordBuild();
    write("app/root.tsx", "export default 2;");
    expect(staleBuildReason({ root })).toBe("the source has changed since the last build");
    recordBuild();
    write("public/artwork/new.webp", "image");
    expect(staleBuildReason({ root })).toBe("the source has changed since the last build");
    recordBuild();
    rmSync(path.join(root, "public/favicon.svg"));
    expect(staleBuildReason({ root })).toBe("the source has changed since the last build");
    recordBuild();
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(staleBuildReason({ root })).not.toBeNull();
  });

  it("tests and files outside the build inputs do not", () => {
    recordBuild();
    write("app/features/bmi/bmi.test.ts", "another test");
    write("e2e/shell.spec.ts", "spec");
    write("README.md", "docs");
    expect(staleBuildReason({ root })).toBeNull();
  });

  it("a build for another public origin is stale for a server that names its own", () => {
    recordBuild("http://localhost:3000");
    expect(staleBuildReason({ root, siteUrl: "https://gym.example" })).toBe(
      "the pages were built for http://localhost:3000, not https://gym.example",
    );
    expect(staleBuildReason({ root, siteUrl: "http://localhost:3000" })).toBeNull();
  });
});
