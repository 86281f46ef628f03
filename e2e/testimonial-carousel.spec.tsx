import type { Page } from "@playwright/test";
import { renderToString } from "react-dom/server";
import { TestimonialCarousel } from "#app/features/testimonials/TestimonialCarousel.tsx";
import { expect, test } from "#e2e/support/fixtures.ts";

/**
 * The sample content has a single testimonial; a gym may have several. The carousel must
 * work for them before (and without) its scripts: this renders it as the server would,
 * with three of its own, on a page styled by the built stylesheet, with JavaScript off.
 */
const three = [
  { text: "Fixture quote one", name: "Ada", job: "Engineer" },
  { text: "Fixture quote two", name: "Ben", job: "Nurse" },
  { text: "Fixture quote three", name: "Cy", job: "Chef" },
];

async function openCarouselFixture(page: Page) {
  const home = await page.request.get("/");
  const stylesheet = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(await home.text())?.[1];
  expect(stylesheet, "the home page links the site's stylesheet").toBeTruthy();
  const html = `<!doctype html><html lang="en" class="bg-ink"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Carousel</title>
    <link rel="stylesheet" href="${stylesheet}"></head>
    <body class="bg-ink text-paper"><main class="px-4 py-16"><h1 class="sr-only">What our members say</h1>
    ${renderToString(<TestimonialCarousel testimonials={three} />)}</main></body></html>`;
  await page.route("**/carousel-fixture", (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto("/carousel-fixture");
}

test.describe("testimonial carousel with several testimonials, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the arrows move one testimonial at a time, wrapping at both ends", async ({ page }) => {
    await openCarouselFixture(page);
    const slide = (n: number) => page.getByRole("group", { name: `${n} of 3` });
    const shown = async (n: number) => {
      await expect(slide(n).getByRole("blockquote")).toBeInViewport({ ratio: 0.9 });
      for (const other of [1, 2, 3].filter((m) => m !== n)) {
        await expect(slide(other).getByRole("blockquote")).not.toBeInViewport();
      }
    };

    await shown(1);
    await slide(1).getByRole("link", { name: "Next testimonial" }).click();
    await shown(2);
    await slide(2).getByRole("link", { name: "Next testimonial" }).click();
    await shown(3);
    await slide(3).getByRole("link", { name: "Next testimonial" }).click();
    await shown(1);
    await slide(1).getByRole("link", { name: "Previous testimonial" }).click();
    await shown(3);
  });
});

// axe runs as a script in the page, so this one keeps JavaScript on (the fixture page has no scripts of its own).
test("the carousel's server-rendered markup passes axe", async ({ page, expectNoAxeViolations }) => {
  await openCarouselFixture(page);
  await expectNoAxeViolations();
});
