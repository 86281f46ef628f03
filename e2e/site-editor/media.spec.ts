import sharp from "sharp";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { expect, test, uniqueName } from "#e2e/timetable/support.ts";

/**
 * Staff upload a photo at /staff/media (decision 0201), describe it, put it in the gallery,
 * where a visitor finds it, and take it out and delete it again. On the server of the specs
 * that change what the public sees (E2E_PORT + 2). Each run uploads a picture of its own.
 */

async function aPhoto(seed: string): Promise<Buffer> {
  const hue = [...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 256;
  return sharp({ create: { width: 900, height: 700, channels: 3, background: { r: hue, g: 60, b: 255 - hue } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="900" height="700"><text x="80" y="380" font-size="90" fill="#fff">${seed}</text></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

test.describe("Pictures, uploaded by staff", { tag: "@flow" }, () => {
  test("staff upload a photo, describe it, put it in the gallery a visitor sees, then delete it; the page passes axe", async ({
    page,
    signedInStaff,
    expectNoAxeViolations,
  }) => {
    // An upload is cut into twenty sizes (decision 0201): seconds of work on the server, twice here.
    test.slow();
    expect(signedInStaff.email).toBeTruthy();
    const alt = uniqueName("The rowing machines at dawn");
    const better = uniqueName("Rowers pulling together at dawn");
    await page.goto("/staff/media");
    await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations();

    const upload = page.getByRole("region", { name: "Upload a picture" });
    await upload.getByLabel("Picture", { exact: true }).setInputFiles({
      name: "rowing.jpg",
      mimeType: "image/jpeg",
      buffer: await aPhoto(alt),
    });
    await upload.getByLabel("What it shows", { exact: true }).fill(alt);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Uploaded", { timeout: 30_000 });
    const card = page
      .getByRole("list", { name: "Uploaded pictures" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("img", { name: alt }) });
    await expect(card).toBeVisible();
    await expectNoAxeViolations();

    await card.getByLabel("What it shows").fill(better);
    await card.getByRole("button", { name: "Save description" }).click();
    await expect(page.getByRole("status")).toContainText("Saved the picture's description");
    const described = page
      .getByRole("list", { name: "Uploaded pictures" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("img", { name: better }) });
    await described.getByRole("button", { name: "Add to gallery" }).click();
    await expect(page.getByRole("status")).toContainText("Added to the end of the gallery");
    const entry = page
      .getByRole("list", { name: "Gallery pictures" })
      .getByRole("listitem")
      .filter({ hasText: better });
    await expect(entry).toBeVisible();

    // The gallery's last page shows it to visitors, in AVIF where the browser reads it.
    await expect(async () => {
      await page.goto("/gallery/page-1");
      const last = page
        .getByRole("navigation", { name: "Gallery pages" })
        .getByRole("link", { name: /^Page \d+$/ })
        .last();
      if (await last.count()) await last.click();
      // The gallery's buttons say what they open: "Open image 13 larger: …".
      await expect(page.getByRole("button", { name: new RegExp(`larger: ${better}$`) })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const src = await page
      .getByRole("button", { name: new RegExp(`larger: ${better}$`) })
      .evaluate((button) => button.querySelector("img")?.currentSrc ?? "");
    expect(src).toMatch(/\/media\/[0-9a-f]{24}\/gallery-\d+\.avif$/);
    await expectNoAxeViolations();

    await page.goto("/staff/media");
    await page
      .getByRole("list", { name: "Gallery pictures" })
      .getByRole("button", { name: `Remove from the gallery: ${better}` })
      .click();
    await expect(page.getByRole("status")).toContainText("Taken out of the gallery");
    await page.getByRole("button", { name: `Delete ${better}` }).click();
    await expect(page.getByRole("status")).toContainText("Deleted the picture");
    await expect(page.getByRole("img", { name: better })).toHaveCount(0);
  });
});
