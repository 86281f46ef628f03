import { site } from "#app/content/site.ts";
import { publicPaths } from "#app/platform/seo/public-paths.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { expectPicturesDescribedAndSized } from "#e2e/support/pictures.ts";

/**
 * At 1440 px, one page of each kind: an article, a day's schedule and a gallery page are
 * laid out as the others of their kind. Every page is walked at 390 px.
 */
const kindsOfPage = [/^\/blog\/./, /^\/schedule\/(?!week)/, /^\/gallery\//];
const walkedOnWideScreens = publicPaths.filter(
  (path) => !kindsOfPage.some((kind) => kind.test(path) && publicPaths.find((other) => kind.test(other)) !== path),
);

for (const path of publicPaths) {
  test(`${path} has its own title and description, one <h1>, pictures that keep their place, and no accessibility violations`, async ({
    page,
    viewport,
    expectNoAxeViolations,
  }) => {
    test.skip(
      (viewport?.width ?? 0) >= 768 && !walkedOnWideScreens.includes(path),
      "an article, day or gallery page laid out like the first of its kind, which is walked at 1440 px",
    );
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
