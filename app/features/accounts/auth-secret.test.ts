import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "#app/platform/config/env.server.ts";
import { resolveAuthSecret } from "./auth-secret.server.ts";

const projectRoot = path.resolve(import.meta.dirname, "../../..");

describe("the generated auth secret", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "ironpeak-secret-"));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("is generated once, kept private, and read back on the next start", () => {
    const dataDir = path.join(root, "data");
    const secret = resolveAuthSecret({ DATA_DIR: dataDir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(resolveAuthSecret({ DATA_DIR: dataDir })).toBe(secret);
    expect(readdirSync(dataDir)).toEqual(["auth-secret"]);
  });

  it.each([
    ["empty", ""],
    ["cut short", "abc123\n"],
  ])("refuses a stored secret that is %s, saying which file and what to do", (_label, content) => {
    writeFileSync(path.join(root, "auth-secret"), content, { mode: 0o600 });
    expect(() => resolveAuthSecret({ DATA_DIR: root })).toThrow(ConfigError);
    expect(() => resolveAuthSecret({ DATA_DIR: root })).toThrow(/auth-secret does not hold a usable secret/);
  });

  it("is the same for eight processes starting at once on an empty folder", async () => {
    const dataDir = path.join(root, "shared");
    const script = `import { resolveAuthSecret } from "#app/features/accounts/auth-secret.server.ts";
      process.stdout.write(resolveAuthSecret({ DATA_DIR: ${JSON.stringify(dataDir)} }));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: projectRoot });
        let output = "";
        let errors = "";
        child.stdout.on("data", (chunk) => {
          output += chunk;
        });
        child.stderr.on("data", (chunk) => {
          errors += chunk;
        });
        child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(errors))));
      });
    const secrets = await Promise.all(Array.from({ length: 8 }, run));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(secrets[0]);
    expect(readdirSync(dataDir)).toEqual(["auth-secret"]);
  });
});
