import { gymClasses } from "#app/content/classes.ts";
import { readCalendar } from "#app/features/calendar-feeds/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import type { ApiSession } from "./booking-support.ts";
import { expect, test } from "./support.ts";

/**
 * A member's private calendar feed (/account) and the save star on /classes. The feed test
 * books a class tomorrow: the booking specs book from the day after, so no test takes
 * another's places.
 */
test.describe("My calendar feed", { tag: "@flow" }, () => {
  test("/account shows a private webcal link whose feed lists my bookings; a cancelled one leaves; a reset link stops the old one", async ({
    page,
    signedInUser: _member,
    expectNoAxeViolations,
  }) => {
    await page.goto("/account");
    const section = page.getByRole("region", { name: "My calendar" });
    const subscribe = section.getByRole("link", { name: "Subscribe in my calendar app" });
    const webcal = (await subscribe.getAttribute("href")) ?? "";
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/account\/calendar\/[\w-]{43}\.ics$/);
    const address = await section.getByLabel("Calendar address").inputValue();
    expect(address.replace(/^https?:/, "webcal:")).toBe(webcal);
    await expectNoAxeViolations();
    const feedPath = new URL(address).pathname;

    const empty = await page.request.get(feedPath);
    expect(empty.status()).toBe(200);
    expect(empty.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(readCalendar(await empty.text()).events).toEqual([]);

    const tomorrow = gymToday().add({ days: 1 }).toString();
    const sessions = (
      (await (await page.request.get(`/api/sessions?from=${tomorrow}&to=${tomorrow}`)).json()) as {
        sessions: (ApiSession & { trainer: string })[];
      }
    ).sessions.filter((session) => session.status === "scheduled" && session.spotsLeft > 0);
    const session = sessions[0];
    test.skip(!session, "no bookable class tomorrow");
    if (!session) return;
    const booked = await page.request.post("/api/bookings", { data: { sessionId: session.id } });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    const withBooking = readCalendar(await (await page.request.get(feedPath)).text());
    expect(withBooking.events).toHaveLength(1);
    expect(withBooking.events[0]).toMatchObject({
      summary: `${session.className} with ${session.trainer}`,
      status: "CONFIRMED",
      utcStart: new Date(session.startsAt).toISOString(),
    });

    expect((await page.request.delete(`/api/bookings/${id}`)).status()).toBe(200);
    expect(readCalendar(await (await page.request.get(feedPath)).text()).events).toEqual([]);

    await section.getByRole("button", { name: "Reset calendar link" }).click();
    await expect(page.getByRole("status")).toContainText("Your calendar link is new");
    await expect(section.getByLabel("Calendar address")).not.toHaveValue(address);
    const renewed = await section.getByLabel("Calendar address").inputValue();
    expect((await page.request.get(feedPath)).status()).toBe(404);
    expect((await page.request.get(new URL(renewed).pathname)).status()).toBe(200);
  });
});

test.describe("Saving a class from /classes", { tag: "@flow" }, () => {
  test("a member stars a class on /classes and finds it under Saved classes in /account; unstarring removes it", async ({
    page,
    signedInUser: _member,
  }) => {
    const [gymClass] = gymClasses;
    if (!gymClass) throw new Error("no classes");
    await page.goto("/classes");
    await waitForHydration(page);
    const star = page.getByRole("button", { name: `Save ${gymClass.title} to my classes` });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    const saved = page.getByRole("button", { name: `Saved: remove ${gymClass.title} from my classes` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: `${gymClass.title} is saved` })).toBeAttached();

    await page.goto("/account");
    const savedClasses = page.getByRole("region", { name: "Saved classes" });
    await expect(savedClasses.getByRole("heading", { name: gymClass.title, exact: true })).toBeVisible();

    await page.goto("/classes");
    await page.getByRole("button", { name: `Saved: remove ${gymClass.title} from my classes` }).click();
    await expect(page.getByRole("button", { name: `Save ${gymClass.title} to my classes` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Saved classes" }).getByRole("heading", { level: 3 })).toHaveCount(0);
  });

  test("a visitor sees no star and loads none of the member code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/classes");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: /^Join now: / }).first()).toBeVisible();
    // The auth check after hydration has answered: nobody is signed in.
    await expect(page.getByRole("link", { name: "Sign up" })).toBeVisible();
    await expect(page.getByRole("button", { name: /to my classes$/ })).toHaveCount(0);
    expect(scripts.filter((url) => /ClassSaveToggle/.test(url))).toEqual([]);
  });

  test("the saved-classes API refuses visitors, unknown classes and other origins", async ({
    page,
    signedInUser: _member,
    baseURL,
  }) => {
    const visitor = await page.context().browser()?.newContext({ baseURL });
    const anonymous = await visitor?.request.get("/api/saved-classes");
    expect(anonymous?.status()).toBe(401);
    await visitor?.close();
    const origin = new URL(baseURL ?? "").origin;
    expect((await page.request.put("/api/saved-classes/underwater-chess", { headers: { origin } })).status()).toBe(404);
    expect(
      (
        await page.request.put(`/api/saved-classes/${gymClasses[0]?.slug}`, {
          headers: { origin: "https://evil.example" },
        })
      ).status(),
    ).toBe(403);
    const saved = await page.request.put(`/api/saved-classes/${gymClasses[0]?.slug}`, { headers: { origin } });
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toEqual({ savedClasses: [gymClasses[0]?.slug] });
  });
});
