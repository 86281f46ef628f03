import { gymClasses } from "#app/content/classes.ts";
import { pushCopy } from "#app/content/member-mail.ts";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";
import { expect, test } from "./support.ts";

/**
 * Notifications on the phone: /account offers the switch (only there), and the service
 * worker shows what the server pushes. The browser here cannot reach a vendor's push
 * service, so the push message is handed to the worker as that service would
 * (Chromium's DevTools protocol); delivery to a push service, encrypted and signed, is
 * proven against one on the test's machine in app/features/attendance/push.test.ts.
 */
// The full Chromium: the headless shell the other specs run in (tests/support/chromium.ts) has
// no notifications, and says they are blocked whatever the test grants.
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumFlags } });

test.describe("Notifications", { tag: "@flow" }, () => {
  test("/account offers them where the server can push, and the service worker shows a pushed notification", async ({
    page,
    context,
    baseURL,
    signedInUser: _member,
  }, testInfo) => {
    const origin = new URL(baseURL ?? "").origin;
    await context.grantPermissions(["notifications"], { origin });
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Notifications" });
    if (testInfo.project.name === "desktop-postgres") {
      // A server sharing its database, without VAPID_* set, keeps push off: no switch that could not work.
      await expect(page.getByRole("region", { name: "E-mail you receive" })).toBeVisible();
      await expect(section).toHaveCount(0);
      return;
    }
    await expect(section.getByRole("button", { name: "Turn on notifications" })).toBeVisible();

    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find(
          (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js");
      await navigator.serviceWorker.ready;
    });
    const message = pushCopy.promoted(gymClasses[0]?.title ?? "", "Monday 30 November, 9:00am-10:00am");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: `${origin}/`,
      registrationId: await registered,
      data: JSON.stringify({ ...message, url: `${origin}/schedule/monday` }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [shown.title, shown.body]),
        ),
      )
      .toEqual([[message.title, message.body]]);
  });
});
