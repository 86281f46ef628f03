import type { Page } from "@playwright/test";
import { formatTimeRange } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { timetable } from "#app/content/timetable.ts";
import { type Weekday, weekdayName } from "#app/content/weekdays.ts";
import { scheduleFilterOptions } from "#app/features/timetable/filter-options.server.ts";
import { matchesFilters, trainerSlug } from "#app/features/timetable/filters.ts";
import { gymToday, weekdayOf } from "#app/features/timetable/sessions.server.ts";
import { classTitle, entriesOn } from "#app/features/timetable/timetable.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

/** The timetable as the server has it today (the sample of app/content, which a new database starts with). */
const today = gymToday().toString();

/**
 * The week at a glance (/schedule/week) and the filters it shares with the day pages, as a
 * visitor sees them: seven days from today, columns on a wide screen and a list on a phone,
 * filters kept in the address.
 */
const days = () =>
  Array.from({ length: 7 }, (_, index) => {
    const date = gymToday().add({ days: index });
    return { date, weekday: weekdayOf(date) };
  });
const dayRegion = (page: Page, weekday: Weekday) =>
  page.getByRole("main").getByRole("region", { name: new RegExp(`^${weekdayName(weekday)}\\b`) });
const classLinks = (page: Page, weekday: Weekday) => dayRegion(page, weekday).getByRole("link");
const weekClasses = (page: Page) => page.getByRole("list", { name: "Classes by day" }).getByRole("link");
const count = (page: Page) => page.getByRole("region", { name: "Filter the schedule" }).locator("[aria-live]");
const weekTotal = timetable.length;
/**
 * On a phone the filters fold into one "Filter" control while none is set: this opens it. From
 * 768 px the form is always open and the control is not shown.
 */
async function showFilters(page: Page) {
  const control = page.getByRole("region", { name: "Filter the schedule" }).getByText("Filter", { exact: true });
  if (await control.isVisible()) await control.click();
  await expect(page.getByLabel("Class", { exact: true })).toBeVisible();
}

test.describe("The week view", () => {
  test("shows the seven days from today with each day's classes from the timetable, in order, each leading to its day", async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto("/schedule/week");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Week Schedule");
    await expect(page).toHaveTitle(`Week Schedule | ${site.brand}`);
    await expect(count(page)).toHaveText(`${weekTotal} ${weekTotal === 1 ? "class" : "classes"} this week.`);
    for (const { weekday } of days()) {
      const entries = entriesOn(weekday, today);
      const links = classLinks(page, weekday);
      await expect(links).toHaveCount(entries.length);
      const texts = await links.allInnerTexts();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      entries.forEach((entry, index) => {
        const lines = (texts[index] ?? "").split("\n").map((line) => line.trim());
        expect(lines.slice(0, 3), weekday).toEqual([
          classTitle(entry.classSlug).toUpperCase(),
          formatTimeRange(entry.start, entry.end),
          entry.trainer,
        ]);
        expect(hrefs[index], weekday).toBe(`/schedule/${weekday}`);
      });
    }
    await expectNoAxeViolations();
  });

  test("lays the days out as seven columns on a wide screen and one after another on a phone, never wider than the screen", async ({
    page,
    viewport,
  }) => {
    await page.goto("/schedule/week");
    const width = viewport?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const boxes = [];
    for (const { weekday } of days()) boxes.push(await dayRegion(page, weekday).boundingBox());
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    const lefts = boxes.map((box) => Math.round(box?.x ?? -1));
    if (width >= 1024) {
      expect(new Set(tops).size, "the days share one row").toBe(1);
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
      expect(new Set(lefts).size).toBe(7);
    } else {
      expect(new Set(lefts).size, "the days share one column").toBe(1);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      expect(new Set(tops).size).toBe(7);
    }
  });

  test("is a tab beside the days: the day pages lead to it, and it leads back to a day", async ({ page }) => {
    await page.goto("/schedule/tuesday");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Week", exact: true }).click();
    await expect(page).toHaveURL(/\/schedule\/week$/);
    await expect(page.getByRole("link", { name: "Week", exact: true })).toHaveAttribute("aria-current", "page");
    await page
      .getByRole("navigation", { name: "Days of the week" })
      .getByRole("link", { name: "Friday", exact: true })
      .click();
    await expect(page).toHaveURL(/\/schedule\/friday$/);
  });

  test("'Next week' shows the seven days after, and 'This week' comes back", async ({ page }) => {
    await page.goto("/schedule/week");
    const nextWeekStart = gymToday().add({ days: 7 });
    await page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(/\/schedule\/week\?week=1$/);
    await expect(page.getByRole("heading", { name: "The week after" })).toBeVisible();
    await expect(classLinks(page, weekdayOf(nextWeekStart)).first()).toHaveAttribute("href", /\?week=1$/);
    await page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "This week" }).click();
    await expect(page).toHaveURL(/\/schedule\/week$/);
  });
});

test.describe("Filtering the schedule", () => {
  const [firstEntry] = timetable;
  if (!firstEntry) throw new Error("the timetable is empty");
  const someClass = firstEntry.classSlug;
  const someTrainer = trainerSlug(firstEntry.trainer);
  const matching = (filters: Parameters<typeof matchesFilters>[1]) =>
    timetable.filter((entry) => matchesFilters(entry, filters));

  test("a class chosen in the form narrows the week, says how many match, keeps the choice in the address, and clears", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/schedule/week");
    await waitForHydration(page);
    await showFilters(page);
    await page.getByLabel("Class", { exact: true }).selectOption(someClass);
    await page.getByRole("button", { name: "Show classes" }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/week\\?class=${someClass}$`));
    const shown = matching({ class: someClass });
    await expect(count(page)).toHaveText(
      `${shown.length} of ${weekTotal} classes this week ${shown.length === 1 ? "matches" : "match"}: ${classTitle(someClass)}.`,
    );
    const links = weekClasses(page);
    await expect(links).toHaveCount(shown.length);
    for (const link of await links.all()) await expect(link).toContainText(classTitle(someClass));
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(someClass);
    await expectNoAxeViolations();

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/schedule\/week$/);
    await expect(count(page)).toHaveText(`${weekTotal} classes this week.`);
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue("");
  });

  test("trainer and time of day combine, and a shared address opens the same view", async ({ page }) => {
    const filters = { trainer: someTrainer, time: "morning" as const };
    await page.goto(`/schedule/week?trainer=${someTrainer}&time=morning`);
    const shown = matching(filters);
    await expect(page.getByLabel("Trainer", { exact: true })).toHaveValue(someTrainer);
    await expect(page.getByLabel("Time of day", { exact: true })).toHaveValue("morning");
    await expect(weekClasses(page)).toHaveCount(shown.length);
    await expect(count(page)).toContainText(`${shown.length} of ${weekTotal} classes this week`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form still filters, as a plain GET form", async ({ page }) => {
      await page.goto("/schedule/week");
      await showFilters(page);
      await page.getByLabel("Time of day", { exact: true }).selectOption("evening");
      await page.getByRole("button", { name: "Show classes" }).click();
      await expect(page).toHaveURL(/\/schedule\/week\?class=&trainer=&time=evening$/);
      const shown = matching({ time: "evening" });
      await expect(weekClasses(page)).toHaveCount(shown.length);
      await expect(count(page)).toContainText(`${shown.length} of ${weekTotal} classes this week`);
    });
  });

  test("a day page filters the same way, and its day links and the week link keep the filters", async ({ page }) => {
    const weekday = firstEntry.weekday;
    await page.goto(`/schedule/${weekday}?class=${someClass}`);
    const shown = entriesOn(weekday, today).filter((entry) => entry.classSlug === someClass);
    await expect(page.getByRole("table").getByRole("rowheader")).toHaveText(shown.map(() => classTitle(someClass)));
    await expect(count(page)).toContainText(`${shown.length} of ${entriesOn(weekday, today).length} classes on`);
    const tabs = page.getByRole("navigation", { name: "Days of the week" });
    await expect(tabs.getByRole("link", { name: "Monday", exact: true })).toHaveAttribute(
      "href",
      `/schedule/monday?class=${someClass}`,
    );
    await expect(page.getByRole("link", { name: "Week", exact: true })).toHaveAttribute(
      "href",
      `/schedule/week?class=${someClass}`,
    );
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", `/schedule/${weekday}`);
  });

  test("an unknown filter value answers 404, says what is unknown, and shows the schedule without it", async ({
    page,
  }) => {
    for (const path of [
      "/schedule/week?class=underwater-chess",
      `/schedule/${firstEntry.weekday}?class=underwater-chess`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByText("There is no class “underwater-chess” on the timetable, so every class is shown."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    }
    const response = await page.goto("/schedule/week?time=midnight&trainer=nobody");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/“midnight” is not a time of day we know/)).toBeVisible();
    await expect(page.getByText(/No trainer “nobody” teaches on the timetable/)).toBeVisible();
    await expect(weekClasses(page)).toHaveCount(weekTotal);
  });

  test("the form offers every class and trainer on the timetable", async ({ page }) => {
    await page.goto("/schedule/week");
    await showFilters(page);
    const options = scheduleFilterOptions(gymToday());
    await expect(page.getByLabel("Class", { exact: true }).getByRole("option")).toHaveText([
      "All classes",
      ...options.class.map((option) => option.label),
    ]);
    await expect(page.getByLabel("Trainer", { exact: true }).getByRole("option")).toHaveText([
      "All trainers",
      ...options.trainer.map((option) => option.label),
    ]);
  });
});
