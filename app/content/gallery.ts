import { artwork, type ImageAsset } from "./artwork.ts";
import type { GalleryPageSlug } from "./gallery-pages.ts";

/** The workplace gallery: twelve images, eight on page 1 and four on page 2. */
export interface GalleryImage {
  id: number;
  image: ImageAsset;
}

const captions = [
  "A weightlifter pressing a barbell overhead under red light",
  "A boxing glove raised for a heavy-bag round",
  "A rider sprinting in the cycling studio",
  "A kettlebell by the turf lane",
  "A lifter driving a heavy barbell overhead",
  "A yoga pose held in the quiet studio",
  "A rower pulling through a stroke on the erg",
  "A weight plate on the deadlift platform",
  "A runner mid-stride during a sprint interval",
  "A jump rope spinning in the conditioning zone",
  "A dumbbell from the free-weights wall",
  "A member stretching, arms raised, after class",
] as const;

export const galleryImages: GalleryImage[] = captions.map((alt, index) => {
  const id = index + 1;
  return { id, image: artwork("gallery", `gallery-${String(id).padStart(2, "0")}`, alt) };
});

const imagesPerPage: Record<GalleryPageSlug, [first: number, last: number]> = {
  "page-1": [1, 8],
  "page-2": [9, 12],
};

export function galleryImagesOn(page: GalleryPageSlug): GalleryImage[] {
  const [first, last] = imagesPerPage[page];
  return galleryImages.filter((image) => image.id >= first && image.id <= last);
}
