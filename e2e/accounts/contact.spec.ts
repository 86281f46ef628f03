import { classChoices } from "#app/features/timetable/public-pages.server.ts";
import { expect, test } from "./support.ts";

test.describe("Contact form", () => {
  test("sends an inquiry without a reload and confirms it", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/contact");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByLabel("Full name").fill("Ann Lee");
    await page.getByLabel("Email address").fill("ann@example.com");
    await page.getByLabel("Class", { exact: true }).selectOption(classChoices()[0]?.title ?? "");
    await page.getByLabel("Comment").fill("Evening classes?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you, Ann Lee!");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expectNoAxeViolations();
  });

  test("shows the server's messages beside the fields and keeps what was typed", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/contact");
    // Skip the browser's own checks to reach the server's.
    await page.locator("form[aria-labelledby=contact-form-title]").evaluate((form) => {
      (form as HTMLFormElement).noValidate = true;
    });
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Comment").fill("Kept text");
    await page.getByRole("button", { name: "Send" }).click();
    const name = page.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your full name.");
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("Please enter a valid e-mail address.");
    await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Comment")).toHaveValue("Kept text");
    await expectNoAxeViolations();
  });
});

test.describe("Contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a real form post", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full name").fill("No Script");
    await page.getByLabel("Email address").fill("noscript@example.com");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you, No Script!");
  });
});
