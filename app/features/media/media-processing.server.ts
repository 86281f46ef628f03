import { createHash } from "node:crypto";
import sharp from "sharp";
import { MediaRefused } from "./media-errors.ts";
import { MEDIA_USES, mediaFileNames } from "./media-image.ts";

/**
 * What an upload becomes (decision 0201): its type read from its bytes (never its name or
 * the browser's word), then, with sharp, turned upright and cut into every size the site
 * serves for each use (classes, trainers, articles, the gallery) in AVIF and WebP. sharp
 * writes none of the upload's metadata (EXIF with its GPS position, XMP, IPTC, comments)
 * into what it makes, and converts the colours to sRGB: what visitors download is pixels only.
 */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/** Fewer pixels than a phone's camera makes at most, many more than a page shows: a decompression bomb is refused. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Enough pixels for the largest cut of any shape (a 4:5 class picture 800 wide out of a wide photo). */
const INTERMEDIATE_SIDE = 2048;
/** A picture this small would be blown up past its detail on every page. */
const MIN_SIDE = 320;

export type SourceType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/heic";

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The ISO-BMFF brands of an AVIF or HEIC file: its major brand and compatible ones. */
function brandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return [];
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

/** The picture's type by its first bytes; null when it is none this site takes. */
export function sniffPictureType(bytes: Uint8Array): SourceType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  const brands = brandsOf(bytes);
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  if (brands.some((brand) => ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(brand))) {
    return "image/heic";
  }
  return null;
}

/** Whether this server's sharp reads HEIC (libheif with an HEVC decoder); the prebuilt one reads AVIF only. */
export const readsHeic = (): boolean => sharp.format.heif.input.fileSuffix?.includes(".heic") === true;

export interface MadeFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ProcessedPicture {
  id: string;
  sourceType: SourceType;
  width: number;
  height: number;
  files: MadeFile[];
}

const formats = {
  "image/avif": { avif: { quality: 52, effort: 2 } },
  "image/webp": { webp: { quality: 72, effort: 4 } },
} as const;

/** The upload checked and cut into every size; refused with a sentence staff can act on. */
export async function processPicture(bytes: Uint8Array): Promise<ProcessedPicture> {
  if (bytes.byteLength > MEDIA_MAX_BYTES) {
    throw new MediaRefused(
      "PICTURE_TOO_LARGE",
      "A picture may be at most 15 MB: export it smaller and upload it again.",
    );
  }
  const sourceType = sniffPictureType(bytes);
  if (!sourceType) {
    throw new MediaRefused("UNSUPPORTED_PICTURE", "That file is not a JPEG, PNG, WebP or AVIF picture.");
  }
  if (sourceType === "image/heic" && !readsHeic()) {
    throw new MediaRefused(
      "UNSUPPORTED_PICTURE",
      "HEIC photos (an iPhone's) cannot be read on this server: set the phone to take JPEG (Settings, Camera, Formats, Most Compatible) or export the photo as JPEG.",
    );
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let upright: Buffer;
  let width: number;
  let height: number;
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { width: w = 0, height: h = 0, orientation = 1 } = await source.metadata();
    [width, height] = orientation >= 5 ? [h, w] : [w, h];
    // Turned as the camera held it (EXIF orientation) and brought down to what the largest cut needs, kept losslessly for the cuts.
    upright = await source
      .rotate()
      .resize(INTERMEDIATE_SIDE, INTERMEDIATE_SIDE, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch {
    throw new MediaRefused(
      "UNSUPPORTED_PICTURE",
      "That picture cannot be read: it may be damaged or too large. Export it again and upload that.",
    );
  }
  if (Math.min(width, height) < MIN_SIDE) {
    throw new MediaRefused(
      "INVALID_INPUT",
      `That picture is ${width}×${height} pixels: upload one at least ${MIN_SIDE} pixels on each side.`,
    );
  }
  const files: MadeFile[] = [];
  for (const use of MEDIA_USES) {
    for (const file of mediaFileNames(use)) {
      const resized = sharp(upright).resize(file.width, file.height, { fit: "cover", position: "attention" });
      const output =
        file.type === "image/avif"
          ? resized.avif(formats["image/avif"].avif)
          : resized.webp(formats["image/webp"].webp);
      files.push({ name: file.name, contentType: file.type, bytes: new Uint8Array(await output.toBuffer()) });
    }
  }
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  return { id, sourceType, width, height, files };
}
