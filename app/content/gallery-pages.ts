/** The gallery's pages, as their URLs name them (/gallery/page-N). */
export const galleryPageSlugs = ["page-1", "page-2"] as const;

export type GalleryPageSlug = (typeof galleryPageSlugs)[number];

export function isGalleryPageSlug(value: string | undefined): value is GalleryPageSlug {
  return galleryPageSlugs.includes(value as GalleryPageSlug);
}
