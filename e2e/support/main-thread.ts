import type { CDPSession, Page } from "@playwright/test";

/** The slowdown of a mid-range phone against this machine, as Lighthouse's mobile profile assumes. */
export const CPU_SLOWDOWN = 4;
/** A task longer than this keeps a tap waiting: it is a long task, and what it takes beyond this blocks. */
export const LONG_TASK_MS = 50;

export interface MainThreadLoad {
  /** Each task of the page's main thread from its first parse on: its CPU milliseconds × CPU_SLOWDOWN. */
  tasks: number[];
  /** Σ (task − 50 ms) over its long tasks: Total Blocking Time, from the CPU the tasks took. */
  blockingMs: number;
  /** What the page's own long-task observer saw, unthrottled (wall-clock time, which another process's work lengthens). */
  observedLongTasksMs: number;
}

/**
 * Loads `path`, traces its main thread until the page has hydrated and the network is idle,
 * and prices each task as a phone `CPU_SLOWDOWN`× slower than this machine would take it:
 * the CPU time the thread spent in it (the trace's thread duration) times the slowdown.
 * That is Lighthouse's own model (its default mobile run loads the page unthrottled and
 * multiplies its tasks by 4), with CPU time where Lighthouse takes wall-clock time.
 *
 * Neither wall-clock time nor Chromium's CPU throttle (Emulation.setCPUThrottlingRate) can
 * gate CI on a shared 2-core machine. The throttle busy-waits, in a signal handler, for a
 * multiple of the wall-clock time the thread last ran, so a thread that waited for a core
 * is made to wait four times longer, and the busy wait is counted as the thread's CPU too:
 * /login, 28 ms of CPU across its whole load, measured 1,187 ms of blocking throttled at
 * load 27 and 20–60 ms unthrottled (docs/performance.md). The CPU a task takes is what
 * the page's own code and the browser's work for it cost, whatever runs beside.
 */
export async function measureMainThread(page: Page, path: string): Promise<MainThreadLoad> {
  const cdp = await page.context().newCDPSession(page);
  await page.addInitScript(() => {
    const state = window as unknown as { longTasksMs: number };
    state.longTasksMs = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasksMs += entry.duration;
    }).observe({ type: "longtask", buffered: true });
  });
  const events = await traced(cdp, async () => {
    await page.goto(path, { waitUntil: "load" });
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps$")));
    await page.waitForLoadState("networkidle");
  });
  const observedLongTasksMs = await page.evaluate(() => (window as unknown as { longTasksMs: number }).longTasksMs);
  await cdp.detach();
  const tasks = pageTasks(events, new URL(page.url()).pathname).map((cpuMs) => cpuMs * CPU_SLOWDOWN);
  const blockingMs = tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);
  return { tasks, blockingMs, observedLongTasksMs };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"] },
    transferMode: "ReportEvents",
  });
  await load();
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

/**
 * The CPU milliseconds of each top-level task of the renderer's main thread that parsed
 * `pathname`, from that parse on (the previous document's unload is not the page's).
 */
function pageTasks(events: TraceEvent[], pathname: string): number[] {
  const parses = events.filter((event) => {
    const url = event.name === "ParseHTML" ? event.args?.beginData?.url : undefined;
    return url !== undefined && URL.canParse(url) && new URL(url).protocol.startsWith("http");
  });
  const pathOf = (event: TraceEvent) => new URL(event.args?.beginData?.url ?? "").pathname;
  // The page's own parse; a redirect or an error page may name another path on the same thread.
  const firstParse = parses.find((event) => pathOf(event) === pathname) ?? parses[0];
  if (!firstParse) throw new Error(`the trace has no parse of a page (${pathname})`);
  const onThread = (event: TraceEvent) => event.pid === firstParse.pid && event.tid === firstParse.tid;
  const tasks = events
    .filter((event) => onThread(event) && event.ph === "X" && /^(ThreadControllerImpl::)?RunTask$/.test(event.name))
    .sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    topLevel.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  const start = topLevel.findLast((task) => task.ts <= firstParse.ts)?.ts ?? firstParse.ts;
  return topLevel.filter((task) => task.ts >= start).map((task) => (task.tdur ?? 0) / 1000);
}
