import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkRatios } from "#app/content/artwork.ts";
import { MediaRefused } from "./media-errors.ts";
import { MEDIA_USES, mediaFileNames } from "./media-image.ts";
import { processPicture, readsHeic, sniffPictureType } from "./media-processing.server.ts";
import { heicHeader, photoWithGps } from "./test-support.ts";

/**
 * What becomes of an upload (decision 0201): its type read from its bytes, every size the
 * site serves cut in AVIF and WebP, upright, and nothing of the photo's metadata (its GPS
 * position above all) in any of them.
 */
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof MediaRefused) return error.code;
    throw error;
  }
  return "accepted";
};

describe("an uploaded picture", () => {
  it("is known by its bytes, whatever its name says: JPEG, PNG, WebP, AVIF, and HEIC", async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff4d2e" } });
    expect(sniffPictureType(await base.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffPictureType(await base.clone().png().toBuffer())).toBe("image/png");
    expect(sniffPictureType(await base.clone().webp().toBuffer())).toBe("image/webp");
    expect(sniffPictureType(await base.clone().avif().toBuffer())).toBe("image/avif");
    expect(sniffPictureType(heicHeader())).toBe("image/heic");
    expect(sniffPictureType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffPictureType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("is cut into every size of every use, in AVIF and WebP, at the site's ratios, upright", async () => {
    // Taken on its side: EXIF orientation 6 turns a 1200×900 capture into a 900×1200 portrait.
    const sideways = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#334455" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const made = await processPicture(new Uint8Array(sideways));
    expect(made).toMatchObject({ sourceType: "image/jpeg", width: 900, height: 1200 });
    expect(made.id).toMatch(/^[0-9a-f]{24}$/);
    const expected = MEDIA_USES.flatMap((use) => mediaFileNames(use));
    expect(made.files.map((file) => file.name).sort()).toEqual(expected.map((file) => file.name).sort());
    for (const file of made.files) {
      const meta = await sharp(file.bytes).metadata();
      const wanted = expected.find((candidate) => candidate.name === file.name);
      expect(file.contentType).toBe(wanted?.type);
      expect(meta.format).toBe(file.contentType === "image/avif" ? "heif" : "webp");
      expect({ width: meta.width, height: meta.height }).toEqual({ width: wanted?.width, height: wanted?.height });
      const use = file.name.split("-")[0] as keyof typeof artworkRatios;
      expect(Math.abs((meta.width ?? 0) / (meta.height ?? 1) - artworkRatios[use])).toBeLessThan(0.01);
    }
  });

  it("keeps none of the photo's metadata: no EXIF, no GPS position, no XMP in any size", async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined(); // the test's photo does carry a position
    const made = await processPicture(new Uint8Array(photo));
    for (const file of made.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif, file.name).toBeUndefined();
      expect(meta.xmp, file.name).toBeUndefined();
      expect(meta.iptc, file.name).toBeUndefined();
      expect(Buffer.from(file.bytes).includes("GPS"), file.name).toBe(false);
      expect(Buffer.from(file.bytes).includes("Exif"), file.name).toBe(false);
    }
  });

  it("is refused when it is no picture, too small, over 15 MB, or HEIC this server cannot read", async () => {
    expect(await refusal(processPicture(new TextEncoder().encode("just text, named photo.jpg")))).toBe(
      "UNSUPPORTED_PICTURE",
    );
    const tiny = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await refusal(processPicture(new Uint8Array(tiny)))).toBe("INVALID_INPUT");
    const huge = new Uint8Array(15 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(await refusal(processPicture(huge))).toBe("PICTURE_TOO_LARGE");
    const damaged = new Uint8Array(4096);
    damaged.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await refusal(processPicture(damaged))).toBe("UNSUPPORTED_PICTURE");
    if (!readsHeic()) expect(await refusal(processPicture(heicHeader()))).toBe("UNSUPPORTED_PICTURE");
  });
});
