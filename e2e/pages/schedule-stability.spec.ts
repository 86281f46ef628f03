import { expect, test } from "#e2e/support/fixtures.ts";

/**
 * The display font is not preloaded in every weight: a page must not move when a late
 * one arrives. 412 px is the phone Lighthouse measures with, the width where the day's
 * date and the week links fitted side by side in the display font and not in the fallback.
 */
test.use({ viewport: { width: 412, height: 823 } });

test("a day's schedule stays still when its display font arrives late", async ({ page }) => {
  // The font is held back until the page has painted in the fallback: it arrives late by construction.
  let releaseFont = () => {};
  const fontHeld = new Promise<void>((resolve) => {
    releaseFont = resolve;
  });
  await page.route(/\/assets\/oswald-500-[\w-]+\.woff2$/, async (route) => {
    await fontHeld;
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

  // Not waiting for "load": the page's load event waits for the font held back above.
  await page.goto("/schedule/monday", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Monday's classes" })).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check("500 1em Oswald"))).toBe(false);
  releaseFont();
  await page.evaluate(async () => {
    await document.fonts.load("500 1em Oswald");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await page.evaluate(() => document.fonts.check("500 1em Oswald"))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
});
