import sharp from "sharp";

/**
 * Pictures the media tests make for themselves: a photo that carries a GPS position (as a
 * phone's does), and the first bytes of a HEIC file.
 */

/** A 1600×1200 JPEG with EXIF: the camera, and a GPS position (51.5° N, 0.07° W). */
export async function photoWithGps(seed = 0): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7 + seed * 131 + (index >> 11)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Pocket 1", Copyright: "The gym" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 4032/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 4/1 85/1",
      },
    })
    .toBuffer();
}

/** The start of a HEIC file (an iPhone's): an ISO-BMFF "ftyp" box of brand heic. */
export function heicHeader(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0, 0, 0, 24]);
  bytes.set(new TextEncoder().encode("ftypheic\0\0\0\0mif1heic"), 4);
  return bytes;
}
