import type { Page } from "@playwright/test";
import sharp from "sharp";
import { heroImage } from "#app/content/home.ts";
import { expect, test } from "#e2e/support/fixtures.ts";

/**
 * The home page's first screen sets its words over a picture, where axe cannot tell the
 * contrast: it reads colours, not pixels. This test reads the pixels. It hides the words,
 * photographs what lies behind each line of them (the picture under its gradient), and
 * holds the lightest pixel there against the text's colour: WCAG AA, 3:1 for large text and
 * 4.5:1 for the rest, at widths from a small phone to a wide screen.
 */
const widths = { phone: [320, 390, 600], wide: [768, 1024, 1440, 2560] };

/** WCAG's relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: number[]): number {
  const linear = (value = 0) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

interface HeroText {
  name: string;
  /** The text's colour as sRGB with its opacity (0–255). */
  color: number[];
  large: boolean;
  /** One box per line of text, in page coordinates. */
  lines: { x: number; y: number; width: number; height: number }[];
}

/**
 * Each text of the hero with its colour, size and line boxes, and where the hero ends; then
 * the words are hidden, the picture and its shading left.
 */
async function hideHeroText(page: Page): Promise<{ texts: HeroText[]; heroBottom: number }> {
  return page.getByRole("heading", { level: 1 }).evaluate((heading) => {
    const block = heading.parentElement as HTMLElement;
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
    const texts = [...block.querySelectorAll<HTMLElement>("h1, p")].map((element) => {
      const style = getComputedStyle(element);
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = style.color;
      context.fillRect(0, 0, 1, 1);
      const size = Number.parseFloat(style.fontSize);
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        name: `${element.tagName.toLowerCase()} “${element.textContent?.slice(0, 30)}”`,
        color: [...context.getImageData(0, 0, 1, 1).data],
        large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        lines: [...range.getClientRects()]
          .filter((rect) => rect.width >= 1 && rect.height >= 1)
          .map((rect) => ({ x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height })),
      };
    });
    const hero = (heading.closest("section") as HTMLElement).getBoundingClientRect();
    // The words and buttons go; what is drawn for the picture's sake (aria-hidden) stays.
    for (const child of block.children) {
      if (child.getAttribute("aria-hidden") !== "true") (child as HTMLElement).style.visibility = "hidden";
    }
    return { texts, heroBottom: Math.ceil(hero.bottom + scrollY) };
  });
}

/** The hero as pixels, once per width (it starts at the top of the page): each line's box is read from it. */
async function photograph(page: Page, heroBottom: number) {
  const width = page.viewportSize()?.width ?? 0;
  const shot = await page.screenshot({
    clip: { x: 0, y: 0, width, height: heroBottom },
    fullPage: true,
    animations: "disabled",
    // One image pixel per CSS pixel, whatever the device's ratio, so the boxes read true.
    scale: "css",
  });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  /** The lightest pixel behind a box: the worst case for light text. */
  return (box: HeroText["lines"][number]): number[] => {
    let lightest = [0, 0, 0];
    const [left, top] = [Math.max(0, Math.floor(box.x)), Math.max(0, Math.floor(box.y))];
    const right = Math.min(info.width, Math.ceil(box.x + box.width));
    const bottom = Math.min(info.height, Math.ceil(box.y + box.height));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const index = (y * info.width + x) * info.channels;
        const pixel = [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
        if (luminance(pixel) > luminance(lightest)) lightest = pixel;
      }
    }
    return lightest;
  };
}

test("the home page's heading and words keep WCAG AA contrast over the hero picture at every width, measured in its pixels", async ({
  page,
  viewport,
}) => {
  const sizes = (viewport?.width ?? 0) < 768 ? widths.phone : widths.wide;
  for (const width of sizes) {
    await page.setViewportSize({ width, height: Math.round(width < 768 ? width * 2.1 : width * 0.6) });
    await page.goto("/");
    const picture = page.getByRole("img", { name: heroImage.alt, exact: true });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const { texts, heroBottom } = await hideHeroText(page);
    expect(texts.map((text) => text.name)).toHaveLength(3);
    const lightestBehind = await photograph(page, heroBottom);
    for (const text of texts) {
      const [red = 0, green = 0, blue = 0, alpha = 255] = text.color;
      for (const line of text.lines) {
        const behind = lightestBehind(line);
        // Text drawn with some transparency shows part of what lies behind it.
        const seen = [red, green, blue].map((channel, index) => {
          const ground = behind[index] ?? 0;
          return channel * (alpha / 255) + ground * (1 - alpha / 255);
        });
        const ratio = contrast(luminance(seen), luminance(behind));
        expect(ratio, `${text.name} at ${width} px`).toBeGreaterThanOrEqual(text.large ? 3 : 4.5);
      }
    }
  }
});
