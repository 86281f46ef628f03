import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfStale } from "#scripts/build/build.ts";
import { freePort, type RunningServer, startServer } from "#tests/support/server-process.ts";

/**
 * Builds when build/ is missing or older than the source, then starts the production
 * server on a free port (or BENCH_PORT) with an empty data folder. `url` is by address, not by name, so
 * load generators never try IPv6 first.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { url: string }> {
  if (!buildIfStale("ignore")) throw new Error("The build failed");
  // BENCH_PORT: a port of your own, on a machine shared with others.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(
    // As `npm start` starts: the shared pages rendered before the first request (the tests'
    // servers render them at their first visit, decision 0227).
    { SITE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), "ironpeak-bench-")), WARM_PAGES: "start", ...env },
    { port },
  );
  return { ...server, url };
}
