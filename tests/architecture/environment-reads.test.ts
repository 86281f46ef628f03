import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Configuration is read and validated once, in app/platform/config: nothing else reads the
 * environment. The command-line tools hand `process.env` whole to the config module's
 * parsers, or pass it on whole to a child process; they never pick a variable themselves.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

const productionFiles = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server", "scripts"],
  {
    cwd: projectRoot,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file));

/** The config module, and the one write the production entry makes before anything reads it. */
const CONFIG_MODULE = "app/platform/config/env.server.ts";

/** Test tooling that drives the build and the browser tests as a developer would, each with its reason. */
const TOOLING: Record<string, string> = {
  "scripts/rebrand-check.ts": "runs the test suites on a scratch copy, with the developer's E2E port and databases",
  "scripts/test-dates.ts":
    "runs the calendar's suites with the developer's PostgreSQL where it asks for them, at instants of its own",
  "scripts/dev.ts": "gives the development server its default port before the config module reads it",
  "scripts/rebrand/verify-site.ts":
    "starts the re-branded copy's server with the developer's PATH and nothing else of theirs",
};

/** `process.env` as a whole handed on (a parser's argument, a spread, a child's env), or a write: not a read of one variable. */
const HANDED_ON =
  /(?:\(\s*process\.env\s*\)|\.\.\.process\.env\b|process\.env\.\w+\s*(?:\?\?)?=[^=]|env:\s*process\.env\b)/g;

describe("the environment", () => {
  it("is read by the config module alone", () => {
    const readers = productionFiles
      .filter((file) => file !== CONFIG_MODULE && !(file in TOOLING))
      .filter((file) => {
        const text = readFileSync(path.join(projectRoot, file), "utf8").replace(HANDED_ON, "");
        return /process\.env\b/.test(text);
      });
    expect(readers).toEqual([]);
  });
});
