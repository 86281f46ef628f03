import { appIcons } from "#app/content/app-icons.ts";
import { site } from "#app/content/site.ts";
import { offlineCopy } from "#app/features/web-app/offline-page.ts";
import { precached } from "#app/features/web-app/service-worker-script.ts";
import { expect, test } from "#e2e/support/fixtures.ts";

/**
 * The installable web app: a manifest with the content's name and icons, a service worker
 * registered once the page is idle, which shows the offline page when a page cannot be
 * fetched and keeps nothing else: no member page, no API answer.
 */
test.describe("The installable web app", () => {
  test("has a manifest whose icons exist", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as { name: string; display: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: site.brand, display: "standalone" });
    expect(manifest.icons.map((icon) => icon.src)).toEqual(appIcons.map((icon) => icon.src));
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
    }
  });

  test("shows the offline page without a network, and caches nothing but it and the icons", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    // A page, a member page (to /login) and an API answer through the worker: none of them may be kept.
    await page.goto("/schedule/week");
    await page.goto("/account");
    expect(await page.evaluate(async () => (await fetch("/api/sessions")).status)).toBe(200);

    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) =>
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
        ),
      );
      return urls.flat().sort();
    });
    expect(cached).toEqual([...precached].sort());

    // Offline in a tab of its own, the test's page closed: the failed fetches there are the point, not errors.
    await page.goto("about:blank");
    const offline = await context.newPage();
    await context.setOffline(true);
    await offline.goto("/classes");
    await expect(offline.getByRole("heading", { name: offlineCopy.heading })).toBeVisible();
    await context.setOffline(false);
    await offline.close();
  });
});
