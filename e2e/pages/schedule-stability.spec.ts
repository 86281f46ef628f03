import { expect, test } from "#e2e/support/fixtures.ts";

/**
 * The display font is not preloaded in every weight: a page must not move when a late
 * one arrives. 412 px is the phone Lighthouse measures with, the width where the day's
 * date and the week links fitted side by side in the display font and not in the fallback.
 */
test.use({ viewport: { width: 412, height: 823 } });

test("a day's schedule stays still when its display font arrives late", async ({ page }) => {
  await page.route(/\/assets\/oswald-500-[\w-]+\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

  await page.goto("/schedule/monday");
  await expect(page.getByRole("heading", { name: "Monday's classes" })).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.load("500 1em Oswald");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await page.evaluate(() => document.fonts.check("500 1em Oswald"))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
});
