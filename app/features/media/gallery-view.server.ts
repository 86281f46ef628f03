import { artwork, type ImageAsset } from "#app/content/artwork.ts";
import type { GalleryImage } from "#app/content/gallery.ts";
import { mediaContent } from "./media-content.server.ts";
import { isMediaReference, mediaImage } from "./media-image.ts";
import type { GalleryEntry } from "./media-records.ts";

/**
 * The public gallery as the database has it (decision 0201): its pictures in order, eight a
 * page (/gallery/page-1, page-2…, as many as it needs), the first six on the home page and in
 * the side panel. Shipped artwork ("gallery/<name>") and uploads ("media/<id>") alike.
 */
export const GALLERY_PAGE_SIZE = 8;

/** An entry's picture, at the gallery's square sizes. */
export function galleryImageOf(entry: Pick<GalleryEntry, "picture" | "alt">): ImageAsset {
  if (isMediaReference(entry.picture)) return mediaImage(entry.picture, "gallery", entry.alt);
  return artwork("gallery", entry.picture.replace(/^gallery\//, ""), entry.alt);
}

let memo: { key: string; images: GalleryImage[] } = { key: "", images: [] };

/** Every picture of the gallery, numbered from 1 in its order (worked out once per snapshot). */
export function galleryImages(): GalleryImage[] {
  const { origin, version, value } = mediaContent.current();
  const key = `${origin} ${version}`;
  if (memo.key !== key) {
    memo = { key, images: value.gallery.map((entry, index) => ({ id: index + 1, image: galleryImageOf(entry) })) };
  }
  return memo.images;
}

/** "page-1", "page-2"…: at least one page, even for an empty gallery. */
export function galleryPageSlugs(): string[] {
  const pages = Math.max(1, Math.ceil(galleryImages().length / GALLERY_PAGE_SIZE));
  return Array.from({ length: pages }, (_, index) => `page-${index + 1}`);
}

export function galleryImagesOn(slug: string): GalleryImage[] | null {
  const index = galleryPageSlugs().indexOf(slug);
  if (index < 0) return null;
  return galleryImages().slice(index * GALLERY_PAGE_SIZE, (index + 1) * GALLERY_PAGE_SIZE);
}

/** The first six: the home page's strip and the side panel's thumbnails. */
export const galleryPreview = (): GalleryImage[] => galleryImages().slice(0, 6);

/** What the shared pages show of the pictures, for the page cache's key (decision 0071): the media's version. */
export function mediaKey(): string {
  const { origin, version } = mediaContent.current();
  return `${origin} ${version}`;
}
