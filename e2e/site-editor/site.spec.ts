import type { Page } from "@playwright/test";
import { formatOpeningHours } from "#app/content/clock.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { expect, test, uniqueName } from "#e2e/timetable/support.ts";

/**
 * An owner changes the site's details at /staff/site (decision 0200) and a visitor sees them:
 * the announcement bar on public pages, a special day on the contact page and in the footer,
 * the phone everywhere. On the server of the specs that change what the public sees
 * (E2E_PORT + 2). The phone and desktop runs save the same details side by side: a save
 * refused as stale is made again from the page as it is then, as an owner would.
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the form with `fill` and saves, again from a fresh page when someone else saved meanwhile. */
async function saveDetails(page: Page, fill: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto("/staff/site");
    await waitForHydration(page);
    await fill(page);
    await page.getByRole("button", { name: "Save the site's details" }).click();
    await expect(page.getByRole("status")).toContainText("Saved", { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** A page every visitor gets alike, once it shows `text` (the server renders it again after a save). */
async function openUntilShown(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test.describe("The site's details, kept by the owner", { tag: "@flow" }, () => {
  test("an owner announces something and adds a special day; visitors see both, and the page passes axe", async ({
    page,
    signedInOwner,
    expectNoAxeViolations,
  }) => {
    expect(signedInOwner.email).toBeTruthy();
    const text = uniqueName("Open-gym Sundays start");
    const note = uniqueName("Late");
    // A day some weeks ahead (another on each try: the other run adds one too), open earlier and
    // later than ever: no class of the timetable falls outside it.
    const aDay = () =>
      gymToday()
        .add({ days: 20 + Math.floor(Math.random() * 36) })
        .toString();
    await page.goto("/staff/site");
    await expect(page.getByRole("heading", { level: 1, name: "Site details" })).toBeVisible();
    await expectNoAxeViolations();
    await saveDetails(page, async (form) => {
      await field(form, "Text").fill(text);
      await field(form, "Link (optional)").fill("/pricing");
      await field(form, "Shows from (empty: now)").fill("");
      await field(form, "Until (empty: until removed)").fill("");
      const add = form.getByRole("group", { name: "Add a special day" });
      await add.getByLabel("Date").fill(aDay());
      await add.getByLabel("Closed all day").uncheck();
      await add.getByLabel("Or opens").fill("06:00");
      await add.getByLabel("Closes").fill("23:30");
      await add.getByLabel("Note (shown beside it)").fill(note);
    });
    await expectNoAxeViolations();

    await openUntilShown(page, "/", text);
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toContainText(text);
    await expectNoAxeViolations();
    await bar.getByRole("link", { name: "Find out more" }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    await openUntilShown(page, "/contact", note);
    await expect(page.getByRole("main").getByText(`${formatOpeningHours("06:00", "23:30")} (${note})`)).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText("Special hours")).toBeVisible();
  });

  test("staff who are not owners see the details but cannot change them", async ({ page, signedInStaff }) => {
    expect(signedInStaff.email).toBeTruthy();
    await page.goto("/staff/site");
    await expect(page.getByText("Only an owner changes the site's details; you can look.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save the site's details" })).toBeDisabled();
    await expect(field(page, "Phone")).toBeDisabled();
  });
});
