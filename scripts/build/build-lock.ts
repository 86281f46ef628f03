import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * One build at a time per checkout. Two servers started at once from one checkout would both
 * rebuild into the same build/ and one would crash mid-prerender: the second waits for the
 * first's lock, then finds the build current. The lock is a directory (made atomically) with
 * the holder's pid; a lock whose holder has died is taken over.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
export const buildLockDir = path.join(projectRoot, ".build.lock");

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function holderOf(dir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dir, "pid"), "utf8"));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function withBuildLock<T>(
  work: () => T,
  { dir = buildLockDir, timeoutMs = 10 * 60_000, say = (line: string) => console.log(line) } = {},
): T {
  const deadline = performance.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = holderOf(dir);
      // A holder that died (or a lock it had not yet signed, left for a second) is taken over.
      if (holder !== null && !isAlive(holder)) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (performance.now() > deadline) {
        throw new Error(
          `Another start (pid ${holder ?? "unknown"}) has been building the site for over ${Math.round(timeoutMs / 60_000)} minutes. If no build is running, remove ${dir} and start again.`,
        );
      }
      if (!told) say(`Another start (pid ${holder ?? "unknown"}) is building the site; waiting for it…`);
      told = true;
      sleep(250);
    }
  }
  try {
    return work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
