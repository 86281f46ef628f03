import { expect, test } from "./support/fixtures";

test("the home page shows the brand and its tagline", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Ironpeak/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/make your body fit and perfect/i);
});
