import type { Page } from "@playwright/test";
import { collapsedClassCount, gymClasses } from "#app/content/classes.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { entriesForClass, weeklySlotLabel } from "#app/features/timetable/timetable.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

/** The timetable as the server has it today (the sample of app/content, which a new database starts with). */
const today = gymToday().toString();

/** The content's classes, in the order the page lists them. */
const allClasses = gymClasses.map((gymClass) => gymClass.title);
/** When a class runs, from the timetable: its first weekly slot ('Wed: 9:00am', the schedule's way of writing a time), and how many more. */
function expectedSlot(title: string): string {
  const slug = gymClasses.find((gymClass) => gymClass.title === title)?.slug ?? "";
  const [first, ...more] = entriesForClass(slug, today);
  if (!first) return "Times on request";
  return more.length > 0 ? `${weeklySlotLabel(first)} and ${more.length} more` : weeklySlotLabel(first);
}

const classList = (page: Page) => page.getByRole("region", { name: "Find your class" });
const cards = (page: Page) => classList(page).getByRole("article");

/**
 * Scrolls the toggle into view and clicks it. Once the page has come to rest at the top,
 * returns where it stood right after the click handler ran: a smooth scroll has not moved
 * yet, an instant one is already at the top.
 */
async function clickToggleFromBelow(page: Page, name: "Show more" | "Show less") {
  const toggle = page.getByRole("button", { name });
  await toggle.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY), "the toggle sits below the first screen").toBeGreaterThan(200);
  await page.evaluate(() => {
    // A window listener runs after React's own (on the document) has handled the click.
    window.addEventListener(
      "click",
      () => {
        (window as unknown as { yAfterClick: number }).yAfterClick = window.scrollY;
      },
      { once: true },
    );
  });
  await toggle.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const yAfterClick = await page.evaluate(() => (window as unknown as { yAfterClick: number }).yAfterClick);
  return { yAfterClick };
}

test.describe("Classes page", () => {
  test("shows the first classes at first, each with its artwork, title, trainer, weekly slot and 'join now'", async ({
    page,
  }) => {
    await page.goto("/classes");
    const shown = gymClasses.slice(0, collapsedClassCount);
    await expect(cards(page)).toHaveCount(shown.length);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(shown.map((gymClass) => gymClass.title));
    for (const [index, gymClass] of shown.entries()) {
      const card = cards(page).nth(index);
      const artwork = card.getByRole("img", { name: gymClass.image.alt, exact: true });
      await expect(artwork).toHaveAttribute("width", /^\d+$/);
      await expect(artwork).toHaveAttribute("height", /^\d+$/);
      await expect(card.getByRole("term")).toHaveText(["Trainer", "Weekly slot"]);
      await expect(card.getByRole("definition")).toHaveText([gymClass.trainer, expectedSlot(gymClass.title)]);
      await expect(card.getByRole("link", { name: /join now/i })).toHaveAttribute(
        "href",
        `/contact?class=${gymClass.slug}`,
      );
    }
    await expect(page.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
  });

  test("'show more' reveals every class and reads 'show less'; 'show less' folds back to the first ones", async ({
    page,
  }) => {
    await page.goto("/classes");
    await waitForHydration(page);

    await clickToggleFromBelow(page, "Show more");
    await expect(cards(page)).toHaveCount(allClasses.length);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(allClasses);
    await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);

    await clickToggleFromBelow(page, "Show less");
    await expect(cards(page)).toHaveCount(collapsedClassCount);
    await expect(page.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
  });

  test("each click glides smoothly back to the top of the page", async ({ page }) => {
    await page.goto("/classes");
    await waitForHydration(page);

    for (const name of ["Show more", "Show less"] as const) {
      const { yAfterClick } = await clickToggleFromBelow(page, name);
      // An instant scroll would already be at 0 here (the next test); a smooth one has not started.
      expect(yAfterClick, `${name}: the page is still down when the click has been handled`).toBeGreaterThan(200);
    }
  });

  test("each click jumps straight to the top for a visitor who prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/classes");
    await waitForHydration(page);

    for (const name of ["Show more", "Show less"] as const) {
      const { yAfterClick } = await clickToggleFromBelow(page, name);
      expect(yAfterClick, `${name}: the page is at the top as soon as the click is handled`).toBe(0);
    }
  });

  test("every 'join now', collapsed and expanded, leads to /contact", async ({ page }) => {
    await page.goto("/classes");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cards(page)).toHaveCount(allClasses.length);

    const joinLinks = classList(page).getByRole("link", { name: /join now/i });
    await expect(joinLinks).toHaveCount(allClasses.length);
    for (const [index, title] of allClasses.entries()) {
      await expect(joinLinks.nth(index)).toHaveAccessibleName(`Join now: ${title}`);
      await expect(joinLinks.nth(index)).toHaveAttribute("href", `/contact?class=${gymClasses[index]?.slug}`);
    }

    await classList(page)
      .getByRole("link", { name: `Join now: ${allClasses.at(-1)}` })
      .click();
    await expect(page).toHaveURL(/\/contact\?class=/);
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(allClasses.at(-1) ?? "");
    await page.goBack();
    await expect(page).toHaveURL(/\/classes$/);
    await classList(page)
      .getByRole("link", { name: `Join now: ${allClasses[0]}` })
      .click();
    await expect(page).toHaveURL(/\/contact\?class=/);
  });

  test("the expanded grid has no accessibility violations", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/classes");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cards(page)).toHaveCount(allClasses.length);
    await expectNoAxeViolations();
  });

  test("every picture has alt text, a width and a height, and those below the first screen load lazily", async ({
    page,
  }) => {
    await page.goto("/classes");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cards(page)).toHaveCount(allClasses.length);
    expect(await expectPicturesDescribedAndSized(page)).toBeGreaterThan(0);
  });
});
