import type { Page } from "@playwright/test";
import { galleryImages } from "#app/content/gallery.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

/** The alt text the content gives each image id (the seed gives only ids). */
const altOf = (id: number) => galleryImages.find((image) => image.id === id)?.image.alt ?? `no image ${id}`;
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

const photos = (page: Page) => page.getByRole("region", { name: "Photos" });
const imageButtons = (page: Page) => photos(page).getByRole("button", { name: /^Open image \d+ larger/ });
const imageButton = (page: Page, id: number) =>
  photos(page).getByRole("button", { name: `Open image ${id} larger: ${altOf(id)}`, exact: true });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Gallery pages" });
const lightbox = (page: Page) => page.getByRole("dialog");

/** The lightbox shows image `id` as number `position` of `count`, large, named by its caption. */
async function expectLightboxShowing(page: Page, id: number, position: number, count: number) {
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`${altOf(id)} ${position} / ${count}`);
  await expect(dialog.getByRole("img", { name: altOf(id), exact: true })).toBeVisible();
  await expect(dialog).toContainText(`${position} / ${count}`);
}

test.describe("Gallery", () => {
  for (const { path, ids } of [
    { path: "/gallery/page-1", ids: range(1, 8) },
    { path: "/gallery/page-2", ids: range(9, 12) },
  ]) {
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

  test("page 1's pagination marks page 1, links page 2 and has a next arrow to page 2 but no previous arrow", async ({
    page,
  }) => {
    await page.goto("/gallery/page-1");
    const nav = pagination(page);
    await expect(nav.getByRole("link")).toHaveText(["1", "2", ""]);
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/gallery/page-1");
    await expect(nav.getByRole("link", { name: "Page 2" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/gallery/page-2");
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/gallery/page-2");
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  });

  test("page 2's pagination marks page 2, links page 1 and has a previous arrow to page 1 but no next arrow", async ({
    page,
  }) => {
    await page.goto("/gallery/page-2");
    const nav = pagination(page);
    await expect(nav.getByRole("link")).toHaveText(["", "1", "2"]);
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/gallery/page-1");
    await expect(nav.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveCount(0);
  });

  test("the arrows and page links move between the pages, moving the mark and landing at the top", async ({ page }) => {
    await page.goto("/gallery/page-1");
    const nav = pagination(page);
    await nav.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await nav.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/gallery\/page-2$/);
    await expect(imageButtons(page)).toHaveCount(4);
    await expect(imageButton(page, 9)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await nav.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/gallery\/page-1$/);
    await expect(imageButtons(page)).toHaveCount(8);
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/gallery\/page-2$/);
    await expect(nav.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  });

  test("clicking an image opens it larger; the arrow buttons move through the page's images, wrapping; Close closes", async ({
    page,
  }) => {
    await page.goto("/gallery/page-1");
    await waitForHydration(page);
    const opener = imageButton(page, 3);
    const thumbnailWidth = (await opener.boundingBox())?.width ?? 0;
    await opener.click();
    await expectLightboxShowing(page, 3, 3, 8);
    const largeWidth = (await lightbox(page).getByRole("img").boundingBox())?.width ?? 0;
    expect(largeWidth, "the lightbox image is larger than its thumbnail").toBeGreaterThan(thumbnailWidth * 1.5);

    await lightbox(page).getByRole("button", { name: "Next image" }).click();
    await expectLightboxShowing(page, 4, 4, 8);
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await expectLightboxShowing(page, 1, 1, 8);
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await expectLightboxShowing(page, 8, 8, 8);
    await lightbox(page).getByRole("button", { name: "Next image" }).click();
    await expectLightboxShowing(page, 1, 1, 8);

    await lightbox(page).getByRole("button", { name: "Close image" }).click();
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("from the keyboard: Enter opens an image, the arrow keys move, Escape closes and focus returns to the image", async ({
    page,
  }) => {
    await page.goto("/gallery/page-2");
    await waitForHydration(page);
    const opener = imageButton(page, 10);
    await opener.focus();
    await page.keyboard.press("Enter");
    await expectLightboxShowing(page, 10, 2, 4);
    await expect(lightbox(page).getByRole("button", { name: "Previous image" })).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expectLightboxShowing(page, 11, 3, 4);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expectLightboxShowing(page, 9, 1, 4);
    await page.keyboard.press("ArrowLeft");
    await expectLightboxShowing(page, 12, 4, 4);

    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Space");
    await expectLightboxShowing(page, 10, 2, 4);
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
  });

  test("while the lightbox is open, Tab never reaches the page behind it, and a click beside the image closes it", async ({
    page,
  }) => {
    await page.goto("/gallery/page-1");
    await waitForHydration(page);
    await imageButton(page, 5).click();
    await expectLightboxShowing(page, 5, 5, 8);
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const focusStaysOut = await lightbox(page).evaluate(
        (dialog) => document.activeElement === document.body || dialog.contains(document.activeElement),
      );
      expect(focusStaysOut, `after ${key}, focus is not on the page behind`).toBe(true);
    }
    await expectLightboxShowing(page, 5, 5, 8);

    await page.mouse.click(5, 5);
    await expect(lightbox(page)).toBeHidden();
    await expect(imageButton(page, 5)).toBeFocused();
  });

  test("the open lightbox has no accessibility violations", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/gallery/page-1");
    await waitForHydration(page);
    await imageButton(page, 2).click();
    await expectLightboxShowing(page, 2, 2, 8);
    await expectNoAxeViolations();
  });

  test("lays the images out in three columns on a wide screen and two on a phone", async ({ page, viewport }) => {
    await page.goto("/gallery/page-1");
    const lefts = new Set<number>();
    for (const button of await imageButtons(page).all()) {
      const box = await button.boundingBox();
      if (box) lefts.add(Math.round(box.x));
    }
    expect(lefts.size).toBe((viewport?.width ?? 0) >= 768 ? 3 : 2);
  });
});
