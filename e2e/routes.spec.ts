import { site } from "#app/content/site.ts";
import { publicPaths } from "#app/platform/seo/public-paths.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

for (const path of publicPaths) {
  test(`${path} has its own title and description, one <h1>, pictures that keep their place, and no accessibility violations`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const title = await page.title();
    expect(title.startsWith(`${site.brand} | `) || title.endsWith(` | ${site.brand}`), `"${title}" names the gym`).toBe(
      true,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{30,}/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectPicturesDescribedAndSized(page, { decorativeAllowed: true });
    await expectNoAxeViolations();
  });
}

test("every public page has a title of its own", async ({ request }) => {
  const titles = new Set<string>();
  for (const path of publicPaths) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? "");
  }
  expect(titles.size).toBe(publicPaths.length);
});
