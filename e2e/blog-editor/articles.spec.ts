import type { Page } from "@playwright/test";
import { coverChoices } from "#app/features/blog/cover-pictures.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { expect, test, uniqueName } from "#e2e/timetable/support.ts";

/**
 * Staff write an article at /staff/blog, preview it, publish it, find it on /blog, and move
 * it to another address, whose old one then leads to it. On the server of the specs that
 * change what the public sees (E2E_PORT + 2): the blog's own specs read the sample there is.
 * Each test writes an article of its own, so the phone and desktop runs never meet.
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const trainer = currentSchedule().trainers.find((candidate) => !candidate.retired);
const cover = coverChoices()[0];

/** A page every visitor gets alike, once it shows `text`: after a save, the server renders it again and serves the old one meanwhile. */
async function openUntilShown(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole("main").getByText(text).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test.describe("The blog, written by staff", { tag: "@flow" }, () => {
  test("staff write an article in Markdown, preview it, publish it and find it on the blog; a new address leads from the old one", async ({
    page,
    signedInStaff,
    expectNoAxeViolations,
  }) => {
    expect(signedInStaff.email).toBeTruthy();
    const title = uniqueName("Kettlebell basics");
    const section = uniqueName("Swing from the hips");
    await page.goto("/staff/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "Write an article" }).click();
    await waitForHydration(page);

    await field(page, "Title").fill(title);
    await field(page, "Summary").fill("Swing, clean and press: where a kettlebell beginner starts.");
    await field(page, "Text, in Markdown").fill(
      `Hips drive the bell, not the arms.\n\n## ${section}\n\n- Hinge\n- Snap\n- **Float**`,
    );
    await field(page, "Category").fill("Kettlebells");
    await field(page, "Tags").fill("Kettlebells, Conditioning");
    await field(page, "Author").selectOption({ label: trainer?.name ?? "" });
    await field(page, "Cover picture").selectOption(cover?.value ?? "");
    await page.getByRole("button", { name: "Preview" }).click();

    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Hinge", "Snap", "Float"]);
    await expect(preview.getByRole("img", { name: cover?.subject })).toBeVisible();
    // The form comes back as it was typed.
    await expect(field(page, "Title")).toHaveValue(title);
    await expect(field(page, "Category")).toHaveValue("Kettlebells");
    await expectNoAxeViolations();

    await page.getByRole("radio", { name: /^Published/ }).check();
    await page.getByRole("button", { name: "Save the article" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: it is on the blog at /blog/");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const slug = (await field(page, "Address").inputValue()) || "";
    expect(slug).not.toBe("");

    await openUntilShown(page, "/blog", title);
    await page.getByRole("link", { name: new RegExp(`^Read more.*${title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await expect(page.getByText(`By ${trainer?.name}`)).toBeVisible();

    await page.goBack();
    await page.goto("/staff/blog");
    await page.getByRole("link", { name: title }).click();
    await waitForHydration(page);
    await field(page, "Address").fill(`${slug}-moved`);
    await page.getByRole("button", { name: "Save the article" }).click();
    await expect(page.getByRole("status")).toContainText(`/blog/${slug}-moved`);

    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}-moved$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("a draft stays off the blog, and a save refused keeps what was typed", async ({
    page,
    signedInStaff,
    expectNoAxeViolations,
  }) => {
    expect(signedInStaff.email).toBeTruthy();
    const title = uniqueName("Rest day notes");
    await page.goto("/staff/blog/new");
    await waitForHydration(page);
    await field(page, "Title").fill(title);
    await field(page, "Summary").fill("A short note on resting well.");
    await field(page, "Text, in Markdown").fill("Sleep, eat, walk.");
    await field(page, "Category").fill("Recovery");
    await field(page, "Author").selectOption({ label: trainer?.name ?? "" });
    await field(page, "Cover picture").selectOption(cover?.value ?? "");
    // Scheduled, but with no time given: refused, and nothing typed is lost.
    await page.getByRole("radio", { name: /^Scheduled/ }).check();
    await page.getByRole("button", { name: "Save the article" }).click();
    await expect(page.getByRole("alert")).toContainText("Give the date and time a scheduled article goes live");
    await expect(field(page, "Title")).toHaveValue(title);
    await expect(field(page, "Text, in Markdown")).toHaveValue("Sleep, eat, walk.");
    await expectNoAxeViolations();

    await page.getByRole("radio", { name: /^Draft/ }).check();
    await page.getByRole("button", { name: "Save the article" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as a draft");
    await page.goto("/staff/blog");
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Draft");
    const blog = await page.request.get("/blog");
    expect(await blog.text()).not.toContain(title);
  });
});
