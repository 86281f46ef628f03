/** The workplace gallery: twelve images, eight on page 1 and four on page 2. */
export interface GalleryImage {
  id: number;
  src: string;
  alt: string;
}

const captions = [
  "Barbell racks under red light on the main training floor",
  "A boxer wrapping her hands before a heavy-bag round",
  "Spin bikes lined up in the cycling studio",
  "Kettlebells in a row by the turf lane",
  "A coach spotting a heavy bench press",
  "Yoga mats laid out in the quiet studio",
  "Rowing machines facing the windows",
  "Chalk dust over the deadlift platform",
  "A runner on the treadmill during a sprint interval",
  "Battle ropes mid-wave in the conditioning zone",
  "The free-weights wall with dumbbells up to 50 kg",
  "A group stretching at the end of a class",
] as const;

export const galleryImages: GalleryImage[] = captions.map((alt, index) => {
  const id = index + 1;
  return { id, alt, src: `/artwork/gallery/gallery-${String(id).padStart(2, "0")}.webp` };
});
