import type { Page } from "@playwright/test";
import { galleryImages, galleryImagesOn } from "#app/content/gallery.ts";
import { galleryPageSlugs } from "#app/content/gallery-pages.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

/** The alt text the content gives each image id (the seed gives only ids). */
const altOf = (id: number) => galleryImages.find((image) => image.id === id)?.image.alt ?? `no image ${id}`;
/** The ids each gallery page shows, in order, as the content sets them. */
const idsOn = (slug: (typeof galleryPageSlugs)[number]) => galleryImagesOn(slug).map((image) => image.id);
const [firstSlug = "page-1", secondSlug = "page-2"] = galleryPageSlugs;
const firstPage = idsOn(firstSlug);
const secondPage = idsOn(secondSlug);
/** The page links as they read: their numbers, and "" for an arrow. */
const pageNumbers = galleryPageSlugs.map((_, index) => String(index + 1));

const photos = (page: Page) => page.getByRole("region", { name: "Photos" });
const imageButtons = (page: Page) => photos(page).getByRole("button", { name: /^Open image \d+ larger/ });
const imageButton = (page: Page, id: number) =>
  photos(page).getByRole("button", { name: `Open image ${id} larger: ${altOf(id)}`, exact: true });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Gallery pages" });
const lightbox = (page: Page) => page.getByRole("dialog");

/** The lightbox shows the image at `position` (from 1) of a page's `ids`, large, named by its caption. */
async function expectLightboxShowing(page: Page, ids: number[], position: number) {
  const id = ids[position - 1] ?? -1;
  const count = ids.length;
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`${altOf(id)} ${position} / ${count}`);
  await expect(dialog.getByRole("img", { name: altOf(id), exact: true })).toBeVisible();
  await expect(dialog).toContainText(`${position} / ${count}`);
}

test.describe("Gallery", () => {
  for (const { path, ids } of galleryPageSlugs.map((slug) => ({ path: `/gallery/${slug}`, ids: idsOn(slug) }))) {
    test(`${path} shows images ${ids[0]} to ${ids.at(-1)} in order, each with its description, and each loads`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
      await expect(imageButtons(page)).toHaveText(ids.map((id) => `Open image ${id} larger: ${altOf(id)}`));
      for (const id of ids) {
        const picture = imageButton(page, id).locator("img");
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: `image ${id} loads`,
          })
          .toBe(true);
      }
    });
  }

  test("the first page's pagination marks it, links the others and has a next arrow but no previous arrow", async ({
    page,
  }) => {
    await page.goto(`/gallery/${firstSlug}`);
    const nav = pagination(page);
    await expect(nav.getByRole("link")).toHaveText([...pageNumbers, ""]);
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", `/gallery/${firstSlug}`);
    await expect(nav.getByRole("link", { name: "Page 2" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", `/gallery/${secondSlug}`);
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveAttribute("href", `/gallery/${secondSlug}`);
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  });

  test("the last page's pagination marks it, links the others and has a previous arrow but no next arrow", async ({
    page,
  }) => {
    const lastSlug = galleryPageSlugs.at(-1) ?? secondSlug;
    const beforeLast = galleryPageSlugs.at(-2) ?? firstSlug;
    await page.goto(`/gallery/${lastSlug}`);
    const nav = pagination(page);
    await expect(nav.getByRole("link")).toHaveText(["", ...pageNumbers]);
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", `/gallery/${beforeLast}`);
    await expect(nav.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: `Page ${pageNumbers.length}` })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveCount(0);
  });

  test("the arrows and page links move between the pages, moving the mark and landing at the top", async ({ page }) => {
    await page.goto(`/gallery/${firstSlug}`);
    const nav = pagination(page);
    await nav.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await nav.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${secondSlug}$`));
    await expect(imageButtons(page)).toHaveCount(secondPage.length);
    await expect(imageButton(page, secondPage[0] ?? -1)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await nav.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${firstSlug}$`));
    await expect(imageButtons(page)).toHaveCount(firstPage.length);
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${secondSlug}$`));
    await expect(nav.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  });

  test("clicking an image opens it larger; the arrow buttons move through the page's images, wrapping; Close closes", async ({
    page,
  }) => {
    const last = firstPage.length;
    await page.goto(`/gallery/${firstSlug}`);
    await waitForHydration(page);
    const opener = imageButton(page, firstPage[2] ?? -1);
    const thumbnailWidth = (await opener.boundingBox())?.width ?? 0;
    await opener.click();
    await expectLightboxShowing(page, firstPage, 3);
    const largeWidth = (await lightbox(page).getByRole("img").boundingBox())?.width ?? 0;
    expect(largeWidth, "the lightbox image is larger than its thumbnail").toBeGreaterThan(thumbnailWidth * 1.5);

    await lightbox(page).getByRole("button", { name: "Next image" }).click();
    await expectLightboxShowing(page, firstPage, 4);
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await expectLightboxShowing(page, firstPage, 1);
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await expectLightboxShowing(page, firstPage, last);
    await lightbox(page).getByRole("button", { name: "Next image" }).click();
    await expectLightboxShowing(page, firstPage, 1);

    await lightbox(page).getByRole("button", { name: "Close image" }).click();
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("from the keyboard: Enter opens an image, the arrow keys move, Escape closes and focus returns to the image", async ({
    page,
  }) => {
    const last = secondPage.length;
    await page.goto(`/gallery/${secondSlug}`);
    await waitForHydration(page);
    const opener = imageButton(page, secondPage[1] ?? -1);
    await opener.focus();
    await page.keyboard.press("Enter");
    await expectLightboxShowing(page, secondPage, 2);
    await expect(lightbox(page).getByRole("button", { name: "Previous image" })).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expectLightboxShowing(page, secondPage, 3 > last ? 1 : 3);
    for (let position = 3; position <= last; position++) await page.keyboard.press("ArrowRight");
    await expectLightboxShowing(page, secondPage, 1);
    await page.keyboard.press("ArrowLeft");
    await expectLightboxShowing(page, secondPage, last);

    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Space");
    await expectLightboxShowing(page, secondPage, 2);
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
  });

  test("while the lightbox is open, Tab never reaches the page behind it, and a click beside the image closes it", async ({
    page,
  }) => {
    const position = Math.min(5, firstPage.length);
    const id = firstPage[position - 1] ?? -1;
    await page.goto(`/gallery/${firstSlug}`);
    await waitForHydration(page);
    await imageButton(page, id).click();
    await expectLightboxShowing(page, firstPage, position);
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const focusStaysOut = await lightbox(page).evaluate(
        (dialog) => document.activeElement === document.body || dialog.contains(document.activeElement),
      );
      expect(focusStaysOut, `after ${key}, focus is not on the page behind`).toBe(true);
    }
    await expectLightboxShowing(page, firstPage, position);

    await page.mouse.click(5, 5);
    await expect(lightbox(page)).toBeHidden();
    await expect(imageButton(page, id)).toBeFocused();
  });

  test("the open lightbox has no accessibility violations", async ({ page, expectNoAxeViolations }) => {
    await page.goto(`/gallery/${firstSlug}`);
    await waitForHydration(page);
    await imageButton(page, firstPage[1] ?? -1).click();
    await expectLightboxShowing(page, firstPage, 2);
    await expectNoAxeViolations();
  });

  test("lays the images out in three columns on a wide screen and two on a phone", async ({ page, viewport }) => {
    await page.goto(`/gallery/${firstSlug}`);
    const lefts = new Set<number>();
    for (const button of await imageButtons(page).all()) {
      const box = await button.boundingBox();
      if (box) lefts.add(Math.round(box.x));
    }
    expect(lefts.size).toBe(Math.min(firstPage.length, (viewport?.width ?? 0) >= 768 ? 3 : 2));
  });
});
