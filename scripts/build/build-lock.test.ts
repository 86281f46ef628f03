import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withBuildLock } from "./build-lock.ts";

describe("one build at a time per checkout", () => {
  let dir: string;
  let lock: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "ironpeak-build-lock-"));
    lock = path.join(dir, ".build.lock");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("waits for another start's build to finish before its own work, and says so once", async () => {
    const released = path.join(dir, "released");
    // Another start holds the lock until it has been told that this one is waiting.
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const fs = require("node:fs");
         fs.mkdirSync(${JSON.stringify(lock)}); fs.writeFileSync(${JSON.stringify(`${lock}/pid`)}, String(process.pid));
         console.log("held");
         const waiting = ${JSON.stringify(path.join(dir, "waiting"))};
         const poll = setInterval(() => {
           if (!fs.existsSync(waiting)) return;
           fs.writeFileSync(${JSON.stringify(released)}, String(performance.timeOrigin + performance.now()));
           fs.rmSync(${JSON.stringify(lock)}, { recursive: true, force: true });
           clearInterval(poll);
         }, 20);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));

    const said: string[] = [];
    // The machine's time on both sides (the holder runs on no test clock): which came first.
    const ranAt = withBuildLock(() => performance.timeOrigin + performance.now(), {
      dir: lock,
      say: (line) => {
        said.push(line);
        writeFileSync(path.join(dir, "waiting"), "1");
      },
    });
    expect(ranAt).toBeGreaterThanOrEqual(Number(readFileSync(released, "utf8")));
    expect(said).toEqual([`Another start (pid ${holder.pid}) is building the site; waiting for it…`]);
    expect(existsSync(lock)).toBe(false);
    holder.kill();
  });

  it("takes over a lock whose holder has died", () => {
    mkdirSync(lock);
    writeFileSync(path.join(lock, "pid"), "999999999");
    expect(withBuildLock(() => "built", { dir: lock, say: () => {} })).toBe("built");
  });

  it("lets go of the lock when the build throws", () => {
    expect(() =>
      withBuildLock(
        () => {
          throw new Error("prerender failed");
        },
        { dir: lock },
      ),
    ).toThrow("prerender failed");
    expect(existsSync(lock)).toBe(false);
  });
});
