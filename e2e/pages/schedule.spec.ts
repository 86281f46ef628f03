import type { Page } from "@playwright/test";
import { schedule } from "#app/content/schedule.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { expect, test } from "#e2e/support/fixtures.ts";

/**
 * The seed's timetable, written out literally: each day's classes in order, with the
 * seed's time slots as it writes them (including '10:00pm-11:00pm' for the second slot).
 * Trainers are sample content, so they are read from the content module.
 */
const seedTimetable: Record<Weekday, [className: string, time: string][]> = {
  monday: [
    ["Fitness", "9:00am-10:00am"],
    ["Body Building", "10:00pm-11:00pm"],
    ["Running", "4:00pm-5:00pm"],
    ["Cycling", "6:00pm-7:00pm"],
  ],
  tuesday: [
    ["Boxing", "9:00am-10:00am"],
    ["Yoga", "10:00pm-11:00pm"],
    ["Crossfit", "4:00pm-5:00pm"],
  ],
  wednesday: [
    ["Cycling", "9:00am-10:00am"],
    ["Body Building", "10:00pm-11:00pm"],
    ["Fitness", "4:00pm-5:00pm"],
    ["Running", "6:00pm-7:00pm"],
  ],
  thursday: [
    ["Fitness", "9:00am-10:00am"],
    ["Body Building", "10:00pm-11:00pm"],
    ["Running", "4:00pm-5:00pm"],
  ],
  friday: [
    ["Crossfit", "9:00am-10:00am"],
    ["Karate", "10:00pm-11:00pm"],
    ["Meditation", "4:00pm-5:00pm"],
    ["Workout", "6:00pm-7:00pm"],
  ],
  saturday: [
    ["Power Lifting", "9:00am-10:00am"],
    ["Boxing", "10:00pm-11:00pm"],
    ["Yoga", "4:00pm-5:00pm"],
  ],
  sunday: [
    ["Fitness", "9:00am-10:00am"],
    ["Body Building", "10:00pm-11:00pm"],
    ["Running", "4:00pm-5:00pm"],
    ["Cycling", "6:00pm-7:00pm"],
  ],
};

const dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const nameOf = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

const dayTabs = (page: Page) => page.getByRole("navigation", { name: "Days of the week" }).getByRole("link");
const dayTab = (page: Page, day: Weekday) =>
  page.getByRole("navigation", { name: "Days of the week" }).getByRole("link", { name: nameOf(day), exact: true });
const timetable = (page: Page, day: Weekday) => page.getByRole("table", { name: `Classes on ${nameOf(day)}` });
/** The table's body rows: the ones that start with a class name. */
const classRows = (page: Page, day: Weekday) =>
  timetable(page, day)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });

test.describe("Schedule by Day", () => {
  for (const day of weekdays) {
    test(`${nameOf(day)} lists the seed's classes in order, each with its time, trainer and a Join Now link to /contact`, async ({
      page,
    }) => {
      const response = await page.goto(`/schedule/${day}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule by Day");
      await expect(page.getByRole("heading", { name: `${nameOf(day)}'s classes` })).toBeVisible();

      const table = timetable(page, day);
      await expect(table.getByRole("columnheader")).toHaveText(["Class Name", "Time", "Trainer", "Join"]);

      const expected = seedTimetable[day];
      const rows = classRows(page, day);
      await expect(rows).toHaveCount(expected.length);
      await expect(table.getByRole("rowheader")).toHaveText(expected.map(([className]) => className));
      for (const [index, [className, time]] of expected.entries()) {
        const row = rows.nth(index);
        const trainer = schedule[day][index]?.trainer ?? "";
        expect(trainer, `a trainer for ${className}`).not.toBe("");
        await expect(row.getByRole("cell", { name: time, exact: true })).toBeVisible();
        await expect(row.getByRole("cell", { name: trainer, exact: true })).toBeVisible();
        const join = row.getByRole("link", { name: `Join Now: ${className}, ${time}` });
        await expect(join).toHaveText("Join Now");
        await expect(join).toHaveAttribute("href", "/contact");
      }
    });
  }

  test("Thursday shows only its three classes, with no stray text after them", async ({ page }) => {
    await page.goto("/schedule/thursday");
    const table = timetable(page, "thursday");
    await expect(table.getByRole("row")).toHaveCount(1 + 3);
    const lastRow = classRows(page, "thursday").last();
    await expect(lastRow.getByRole("rowheader")).toHaveText("Running");
    // The section ends with the last row's Join Now: no fragment trails the timetable.
    await expect(page.getByRole("region", { name: "Thursday's classes" })).toHaveText(/Join Now$/);
  });

  test("the seven day links run Monday to Sunday and mark only the day on screen as current", async ({ page }) => {
    await page.goto("/schedule/wednesday");
    await expect(dayTabs(page)).toHaveText(dayNames);
    for (const day of weekdays) {
      await expect(dayTab(page, day)).toHaveAttribute("href", `/schedule/${day}`);
    }
    await expect(dayTab(page, "wednesday")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Days of the week" }).locator("[aria-current]")).toHaveCount(1);
  });

  test("clicking another day opens that day's classes and moves the mark to it", async ({ page }) => {
    await page.goto("/schedule/monday");
    await dayTab(page, "friday").click();
    await expect(page).toHaveURL(/\/schedule\/friday$/);
    await expect(dayTab(page, "friday")).toHaveAttribute("aria-current", "page");
    await expect(dayTab(page, "monday")).not.toHaveAttribute("aria-current");
    await expect(timetable(page, "friday").getByRole("rowheader")).toHaveText([
      "Crossfit",
      "Karate",
      "Meditation",
      "Workout",
    ]);
    await expect(timetable(page, "monday")).toHaveCount(0);
    await expect(page).toHaveTitle("Friday Schedule | Ironpeak");

    await dayTab(page, "saturday").click();
    await expect(page).toHaveURL(/\/schedule\/saturday$/);
    await expect(dayTab(page, "saturday")).toHaveAttribute("aria-current", "page");
    await expect(dayTab(page, "friday")).not.toHaveAttribute("aria-current");
    await expect(timetable(page, "saturday").getByRole("rowheader")).toHaveText(["Power Lifting", "Boxing", "Yoga"]);
  });

  test("Join Now opens the contact page", async ({ page }) => {
    await page.goto("/schedule/tuesday");
    await classRows(page, "tuesday")
      .nth(1)
      .getByRole("link", { name: /^Join Now/ })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test("the timetable fits the screen: every class, time, trainer and Join Now is in view without sideways scrolling", async ({
    page,
    viewport,
  }) => {
    await page.goto("/schedule/friday");
    const width = viewport?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const rows = classRows(page, "friday");
    await expect(rows).toHaveCount(4);
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

  test("the day on screen is visible among the day links, even at the end of the week on a phone", async ({ page }) => {
    await page.goto("/schedule/sunday");
    await expect(dayTab(page, "sunday")).toBeInViewport({ ratio: 1 });
    await page.goto("/schedule/monday");
    await expect(dayTab(page, "monday")).toBeInViewport({ ratio: 1 });
  });
});
