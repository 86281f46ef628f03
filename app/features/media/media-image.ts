import { type ArtworkFolder, artworkRatios, artworkWidths, type ImageAsset } from "#app/content/artwork.ts";

/**
 * An uploaded picture as the pages use it (decision 0201): referenced as "media/<id>" where
 * the site's artwork is "<folder>/<name>" (a class's picture, a trainer's portrait, an
 * article's cover, a gallery entry), and served at addresses made from its id alone, so this
 * module reads no database: /media/<id>/<use>-<width>.avif and .webp, at the widths and
 * ratio the site serves that use's artwork (app/content/artwork.ts). The id is the hash of
 * the picture's bytes: an address never shows anything else, and is cached as immutable.
 */
export const MEDIA_PREFIX = "media/";

/** What an upload is cut for: the artwork folders pictures are chosen for. */
export const MEDIA_USES = ["classes", "trainers", "blog", "gallery"] as const satisfies readonly ArtworkFolder[];
export type MediaUse = (typeof MEDIA_USES)[number];

export const MEDIA_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;

/** A media id: lowercase hex of the picture's hash. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{24}$/;

export function isMediaReference(reference: string): boolean {
  return reference.startsWith(MEDIA_PREFIX) && MEDIA_ID_PATTERN.test(reference.slice(MEDIA_PREFIX.length));
}

export const mediaReference = (id: string) => `${MEDIA_PREFIX}${id}`;

export const mediaIdOf = (reference: string) => reference.slice(MEDIA_PREFIX.length);

/** The files of one use, by name: "classes-800.avif". */
export function mediaFileNames(use: MediaUse): { name: string; width: number; height: number; type: string }[] {
  return artworkWidths[use].flatMap((width) =>
    MEDIA_FORMATS.map((format) => ({
      name: `${use}-${width}.${format.extension}`,
      width,
      height: Math.round(width / artworkRatios[use]),
      type: format.type,
    })),
  );
}

export const mediaFileUrl = (id: string, name: string) => `/media/${id}/${name}`;

/** The uploaded picture `reference` cut for `use`, as the site's artwork is served: AVIF offered first, WebP otherwise. */
export function mediaImage(reference: string, use: MediaUse, alt: string): ImageAsset {
  const id = mediaIdOf(reference);
  const widths = artworkWidths[use];
  const largest = widths[widths.length - 1] ?? 800;
  const srcSet = (extension: string) =>
    widths.map((width) => `${mediaFileUrl(id, `${use}-${width}.${extension}`)} ${width}w`).join(", ");
  return {
    src: mediaFileUrl(id, `${use}-${widths[Math.min(1, widths.length - 1)] ?? largest}.webp`),
    srcSet: srcSet("webp"),
    sources: [{ type: "image/avif", srcSet: srcSet("avif") }],
    width: largest,
    height: Math.round(largest / artworkRatios[use]),
    alt,
  };
}
