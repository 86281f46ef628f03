import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Every picture in the page's main content keeps its place before it loads (width and
 * height), says what it shows (alt text; empty only where `decorative` pictures are
 * allowed, such as artwork behind a heading), and waits to load until it nears the screen
 * when it starts below the first one.
 */
export async function expectPicturesDescribedAndSized(page: Page, { decorativeAllowed = false } = {}) {
  const images = await page
    .getByRole("main")
    .locator("img")
    .evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        belowFold: img.getBoundingClientRect().top + window.scrollY > window.innerHeight,
      })),
    );
  for (const image of images) {
    expect(image.alt, `${image.src} has an alt attribute`).not.toBeNull();
    if (!decorativeAllowed) expect(image.alt?.trim(), `${image.src} has alt text`).not.toBe("");
    expect(image.width, `${image.src} has a width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} has a height`).toMatch(/^\d+$/);
    if (image.belowFold) expect(image.loading, `${image.src} is below the fold`).toBe("lazy");
  }
  return images.length;
}
