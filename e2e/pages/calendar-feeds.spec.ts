import { gymClasses } from "#app/content/classes.ts";
import { readCalendar } from "#app/features/calendar-feeds/test-support.ts";
import { gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { entriesForClass } from "#app/features/timetable/timetable.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

/** The timetable as the server has it today (the sample of app/content, which a new database starts with). */
const today = gymToday().toString();

/** The public calendar feeds as a calendar app fetches them, parsed by ical.js. */
const fourWeeks = () => sessionsBetween(gymToday(), gymToday().add({ days: 27 }));

test("/schedule.ics is an iCalendar feed of every class in the next four weeks, with an ETag that spares a refetch", async ({
  request,
}) => {
  const response = await request.get("/schedule.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
  const calendar = readCalendar(await response.text());
  const expected = fourWeeks();
  expect(calendar.events).toHaveLength(expected.length);
  expect(calendar.events.map((event) => event.utcStart)).toEqual(
    expected.map((session) => new Date(session.startsAtUtc).toISOString()),
  );
  expect(calendar.events.map((event) => event.localStart)).toEqual(
    expected.map((session) => `${session.localDate}T${session.start}`),
  );

  const again = await request.get("/schedule.ics", { headers: { "If-None-Match": response.headers().etag ?? "" } });
  expect(again.status()).toBe(304);
});

test("each class card's 'Add to calendar' is that class's own feed", async ({ page, request }) => {
  await page.goto("/classes");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Show more" }).click();
  for (const gymClass of gymClasses) {
    const link = page.getByRole("link", { name: `Add to calendar: ${gymClass.title}` });
    if (entriesForClass(gymClass.slug, today).length === 0) {
      await expect(link).toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAttribute("href", `/classes/${gymClass.slug}.ics`);
    const response = await request.get(`/classes/${gymClass.slug}.ics`);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const { events } = readCalendar(await response.text());
    expect(events, gymClass.slug).toHaveLength(
      fourWeeks().filter((session) => session.classSlug === gymClass.slug).length,
    );
  }
  expect((await request.get("/classes/no-such-class.ics")).status()).toBe(404);
});

test("a class's weekly slot on its card leads to the week's schedule of that class", async ({ page }) => {
  const gymClass = gymClasses.find((candidate) => entriesForClass(candidate.slug, today).length > 0);
  if (!gymClass) throw new Error("no class is on the timetable");
  await page.goto("/classes");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: gymClass.title, exact: true }) });
  await card.getByRole("link", { name: new RegExp(`${gymClass.title} this week$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/week\\?class=${gymClass.slug}$`));
  await expect(page.getByLabel("Class", { exact: true })).toHaveValue(gymClass.slug);
});
