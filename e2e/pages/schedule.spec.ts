import type { Page } from "@playwright/test";
import { formatTimeRange } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { type Weekday, weekdayName, weekdays } from "#app/content/weekdays.ts";
import { dayLabel, gymToday, nextDateOf, sessionOf } from "#app/features/timetable/sessions.server.ts";
import { classTitle, entriesOn } from "#app/features/timetable/timetable.ts";
import { clock } from "#app/platform/time/clock.ts";
import { expect, test } from "#e2e/support/fixtures.ts";

/** The timetable as the server has it today (the sample of app/content, which a new database starts with). */
const today = gymToday().toString();

/**
 * A day's schedule as a visitor who is not signed in sees it: the next date of that
 * weekday, its classes from the timetable, places left, Join Now to the contact form, and a
 * way for members to sign in and book.
 */
const dayTabs = (page: Page) => page.getByRole("navigation", { name: "Days of the week" }).getByRole("link");
const dayTab = (page: Page, day: Weekday) =>
  page.getByRole("navigation", { name: "Days of the week" }).getByRole("link", { name: weekdayName(day), exact: true });
/** The date the page shows for a weekday, `weeks` weeks on (computed as the server does, where the gym is). */
const dateOf = (day: Weekday, weeks = 0) =>
  dayLabel(
    nextDateOf(day, gymToday())
      .add({ days: 7 * weeks })
      .toString(),
  );
const timetable = (page: Page, day: Weekday, weeks = 0) =>
  page.getByRole("table", { name: `Classes on ${dateOf(day, weeks)}` });
const classRows = (page: Page, day: Weekday, weeks = 0) =>
  timetable(page, day, weeks)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });

test.describe("Schedule by Day, signed out", () => {
  for (const day of weekdays) {
    test(`${weekdayName(day)} shows its next date and its timetable classes in order, with time, trainer, places and Join Now`, async ({
      page,
    }) => {
      const response = await page.goto(`/schedule/${day}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule by Day");
      await expect(page.getByRole("heading", { name: `${weekdayName(day)}'s classes` })).toBeVisible();
      await expect(page.getByText(dateOf(day), { exact: true })).toBeVisible();

      const entries = entriesOn(day, today);
      const table = timetable(page, day);
      if (entries.length === 0) {
        await expect(page.getByText(`No classes on ${weekdayName(day)}s.`)).toBeVisible();
        return;
      }
      await expect(table.getByRole("columnheader")).toHaveText(["Class Name", "Time", "Trainer", "Places", "Booking"]);
      await expect(table.getByRole("rowheader")).toHaveText(entries.map((entry) => classTitle(entry.classSlug)));
      for (const [index, entry] of entries.entries()) {
        const row = classRows(page, day).nth(index);
        const time = formatTimeRange(entry.start, entry.end);
        await expect(row.getByRole("cell", { name: time, exact: true })).toBeVisible();
        await expect(row.getByRole("cell", { name: entry.trainer, exact: true })).toBeVisible();
        await expect(
          row.getByRole("cell", {
            name: /^(\d+ spots? left|Full: join the waitlist|Booking opens .+|Booking closed|Cancelled.*)$/,
          }),
        ).toBeVisible();
        const join = row.getByRole("link", { name: `Join Now: ${classTitle(entry.classSlug)}, ${time}` });
        // Offered until the session begins (today's earlier classes have none), with the class for the form.
        const started = Date.parse(sessionOf(entry, nextDateOf(day, gymToday())).startsAtUtc) <= clock.millis();
        if (started) {
          await expect(join).toHaveCount(0);
          continue;
        }
        await expect(join).toHaveText("Join Now");
        await expect(join).toHaveAttribute("href", `/contact?class=${entry.classSlug}`);
      }
    });
  }

  test("the seven day links run Monday to Sunday and mark only the day on screen as current", async ({ page }) => {
    await page.goto("/schedule/wednesday");
    await expect(dayTabs(page)).toHaveText(weekdays.map(weekdayName));
    for (const day of weekdays) await expect(dayTab(page, day)).toHaveAttribute("href", `/schedule/${day}`);
    await expect(dayTab(page, "wednesday")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Days of the week" }).locator("[aria-current]")).toHaveCount(1);
  });

  test("clicking another day opens that day's classes and moves the mark to it", async ({ page }) => {
    await page.goto("/schedule/monday");
    await dayTab(page, "friday").click();
    await expect(page).toHaveURL(/\/schedule\/friday$/);
    await expect(dayTab(page, "friday")).toHaveAttribute("aria-current", "page");
    await expect(dayTab(page, "monday")).not.toHaveAttribute("aria-current");
    await expect(timetable(page, "friday").getByRole("rowheader")).toHaveText(
      entriesOn("friday", today).map((entry) => classTitle(entry.classSlug)),
    );
    await expect(page).toHaveTitle(`Friday Schedule | ${site.brand}`);
  });

  test("'Next week' shows the same weekday a week later, and 'This week' comes back", async ({ page }) => {
    await page.goto("/schedule/tuesday");
    await page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(/\/schedule\/tuesday\?week=1$/);
    await expect(page.getByText(dateOf("tuesday", 1), { exact: true })).toBeVisible();
    await expect(timetable(page, "tuesday", 1)).toBeVisible();
    await page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "This week" }).click();
    await expect(page).toHaveURL(/\/schedule\/tuesday$/);
    await expect(page.getByText(dateOf("tuesday"), { exact: true })).toBeVisible();
  });

  test("an unknown day or week is the error screen with status 404", async ({ page }) => {
    for (const path of ["/schedule/someday", "/schedule/monday?week=9", "/schedule/monday?week=x"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Unhandled Thrown Error!" })).toBeVisible();
    }
  });

  test("'Members: sign in to book' leads to /login and back to the same day", async ({ page }) => {
    await page.goto("/schedule/saturday?week=1");
    await page.getByRole("link", { name: "Members: sign in to book" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fschedule%2Fsaturday%3Fweek%3D1$/);
  });

  test("Join Now opens the contact page with the class chosen in the form", async ({ page }) => {
    // A day other than today, so none of its classes has begun.
    const todaysWeekday = weekdays[gymToday().dayOfWeek - 1];
    const day =
      weekdays.find((candidate) => candidate !== todaysWeekday && entriesOn(candidate, today).length > 0) ?? "monday";
    const [first] = entriesOn(day, today);
    await page.goto(`/schedule/${day}`);
    await classRows(page, day)
      .first()
      .getByRole("link", { name: /^Join Now/ })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/contact" && url.searchParams.get("class") === first?.classSlug,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(classTitle(first?.classSlug ?? ""));
  });

  test("the timetable fits the screen: every cell is in view without sideways scrolling", async ({
    page,
    viewport,
  }) => {
    const day = weekdays.reduce((busiest, candidate) =>
      entriesOn(candidate, today).length > entriesOn(busiest, today).length ? candidate : busiest,
    );
    await page.goto(`/schedule/${day}`);
    const width = viewport?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const rows = classRows(page, day);
    await expect(rows).toHaveCount(entriesOn(day, today).length);
    for (const row of await rows.all()) {
      for (const part of [row.getByRole("rowheader"), ...(await row.getByRole("cell").all())]) {
        const box = await part.boundingBox();
        const text = await part.textContent();
        expect(box, `"${text}" is laid out`).not.toBeNull();
        expect(box?.x, `"${text}" starts on screen`).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), `"${text}" ends on screen`).toBeLessThanOrEqual(width);
      }
    }
  });

  test("the first class is on the first screen, past the page's furniture: every day tab whole and none under another, the filters one control on a phone", async ({
    page,
    viewport,
  }) => {
    const day = weekdays.find((candidate) => entriesOn(candidate, today).length > 0) ?? "monday";
    await page.goto(`/schedule/${day}`);
    const first = classRows(page, day).first();
    await expect(first.getByRole("rowheader")).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole("link", { name: /^Join Now/ })).toBeInViewport({ ratio: 1 });

    const tabs = [...(await dayTabs(page).all()), page.getByRole("link", { name: "Week", exact: true })];
    const boxes = [];
    for (const tab of tabs) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      boxes.push(await tab.boundingBox());
    }
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const apart =
          !box ||
          !other ||
          box.x + box.width <= other.x ||
          other.x + other.width <= box.x ||
          box.y + box.height <= other.y ||
          other.y + other.height <= box.y;
        expect(apart, "no tab lies under another").toBe(true);
      }
    }

    const filterControl = page
      .getByRole("region", { name: "Filter the schedule" })
      .getByText("Filter", { exact: true });
    if ((viewport?.width ?? 0) < 768) {
      await expect(page.getByLabel("Class", { exact: true })).toBeHidden();
      await filterControl.click();
      await expect(page.getByLabel("Class", { exact: true })).toBeVisible();
    } else {
      await expect(filterControl).toBeHidden();
      await expect(page.getByLabel("Class", { exact: true })).toBeVisible();
    }
  });
});
