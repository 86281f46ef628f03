import { articles } from "#app/content/blog.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { CPU_SLOWDOWN, LONG_TASK_MS, measureMainThread } from "#e2e/support/main-thread.ts";

/**
 * Issue 34: what a public page does on the main thread while it loads and hydrates, on a
 * phone's CPU (4× slower than this machine), must leave it responsive. The budget is the
 * blocking time its long tasks add up to (the part of each beyond 50 ms, as Total Blocking
 * Time counts it), priced from the CPU each task took (e2e/support/main-thread.ts, which
 * says why not from Chromium's throttle), so that a loaded CI machine does not fail it and
 * a page that does more at load does.
 *
 * Calibrated on the 2-core machine CI runs on, beside seven other engineers' work (load
 * 18–30, docs/performance.md, 2026-11-27): 80 loads of these pages measured 19–125 ms, the
 * home page the most (its first layout and the module evaluation of React DOM, which every
 * page has). The budget is 1.6 times the worst of them: a page that adds about 20 ms of this
 * machine's CPU to the main thread in one piece at load (80 ms on a phone) goes past it.
 */
const BLOCKING_BUDGET_MS = 200;

const routes = [
  "/",
  "/classes",
  "/blog",
  `/blog/${articles[0]?.slug}`,
  "/schedule/monday",
  "/pricing",
  "/contact",
  "/login",
];

test.describe("the main thread at load", () => {
  test.skip(({ browserName }) => browserName !== "chromium", "CPU throttling and tracing are Chromium's");

  for (const route of routes) {
    test(`${route} loads and hydrates on a phone's CPU with its long tasks under ${BLOCKING_BUDGET_MS} ms of blocking`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "phone", "measured at phone size, as Lighthouse's mobile profile");
      const load = await measureMainThread(page, route);
      const longTasks = load.tasks.filter((ms) => ms > LONG_TASK_MS).map((ms) => Math.round(ms));
      testInfo.annotations.push({
        type: "main thread",
        description: `${route}: blocking ${Math.round(load.blockingMs)} ms from long tasks of ${longTasks.join(", ") || "none"} ms (CPU × ${CPU_SLOWDOWN}); the page's observer saw ${Math.round(load.observedLongTasksMs)} ms of long tasks`,
      });
      expect(load.blockingMs, `long tasks (CPU × ${CPU_SLOWDOWN}): ${longTasks.join(", ")} ms`).toBeLessThanOrEqual(
        BLOCKING_BUDGET_MS,
      );
    });
  }
});
