/**
 * `npm run bench:main-thread`: the main thread at load of each public page, as the CI guard
 * measures it (e2e/pages/main-thread.spec.ts, e2e/support/main-thread.ts): every task's CPU
 * time × 4, and the blocking time the long ones add up to. BENCH_ORIGINS adds servers
 * already running (another build, e.g. an older commit's) measured in the same minutes,
 * runs interleaved, so a before/after is side by side.
 */
import os from "node:os";
import { chromium } from "@playwright/test";
import { articles } from "#app/content/blog.ts";
import { clock } from "#app/platform/time/clock.ts";
import { startProductionServer } from "#bench/support/production-server.ts";
import { LONG_TASK_MS, measureMainThread } from "#e2e/support/main-thread.ts";
import { parseCli } from "#scripts/cli.ts";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";

parseCli(`Usage: npm run bench:main-thread

The main thread's work at load (CPU × 4) on each public page of a freshly built
production server, at 390 px.
  BENCH_RUNS=n               loads per page and server (default 5)
  BENCH_ROUTES=/a,/b         the pages (default: the issue's eight)
  BENCH_ORIGINS=http://…,…   servers already running, measured alongside
  BENCH_PORT=n               this build's server's port (default: a free one)`);

const runs = Number(process.env.BENCH_RUNS ?? 5);
const routes = process.env.BENCH_ROUTES?.split(",") ?? [
  "/",
  "/classes",
  "/blog",
  `/blog/${articles[0]?.slug}`,
  "/schedule/monday",
  "/pricing",
  "/contact",
  "/login",
];
const others = process.env.BENCH_ORIGINS?.split(",").filter(Boolean) ?? [];

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const origins = [server.url, ...others];
  console.log(
    `Main thread at load, ${runs} loads per page and server, ${os.cpus().length} cores, load ${loadAverage().toFixed(1)}, ${clock.now().toISOString()}\n`,
  );
  console.log("| page | server | blocking median (max) | long tasks, median load | CPU × 4, all tasks | load avg |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const route of routes) {
    const measured = new Map<string, { blocking: number; long: number[]; total: number; load: number }[]>();
    for (let run = 0; run < runs; run++) {
      for (const origin of origins) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          baseURL: origin,
        });
        const page = await context.newPage();
        const load = await measureMainThread(page, route);
        await context.close();
        const list = measured.get(origin) ?? [];
        list.push({
          blocking: load.blockingMs,
          long: load.tasks.filter((ms) => ms > LONG_TASK_MS),
          total: load.tasks.reduce((sum, ms) => sum + ms, 0),
          load: loadAverage(),
        });
        measured.set(origin, list);
      }
    }
    for (const origin of origins) {
      const list = measured.get(origin) ?? [];
      const byBlocking = [...list].sort((a, b) => a.blocking - b.blocking);
      const mid = byBlocking[Math.floor(byBlocking.length / 2)];
      const max = byBlocking.at(-1);
      const name = origin === server.url ? "this build" : origin;
      console.log(
        `| ${route} | ${name} | ${ms(mid?.blocking)} (${ms(max?.blocking)}) | ${mid?.long.map((t) => ms(t)).join(", ") || "none"} | ${ms(median(list.map((m) => m.total)))} | ${median(list.map((m) => m.load)).toFixed(1)} |`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

function ms(value: number | undefined): string {
  return value === undefined ? "—" : `${Math.round(value)} ms`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The machine's one-minute load average: on a shared machine, what the figures were taken beside. */
function loadAverage(): number {
  return os.loadavg()[0] ?? Number.NaN;
}
