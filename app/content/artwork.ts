/**
 * Images the site ships, made by scripts/artwork/generate.ts into public/artwork/.
 * Each is stored at a few widths named `<name>-<width>.webp`; a gym swaps in real
 * photos by replacing those files with ones of the same name and aspect ratio.
 */
export interface ImageAsset {
  src: string;
  srcSet: string;
  /** Intrinsic size of the largest file, so the browser reserves the right space before it loads. */
  width: number;
  height: number;
  alt: string;
  /**
   * Other formats of the same sizes, best first (an uploaded picture's AVIF, decision 0201):
   * the browser takes the first it reads, else `srcSet` (WebP).
   */
  sources?: { type: string; srcSet: string }[];
}

export const artworkRatios = {
  classes: 4 / 5,
  gallery: 1,
  blog: 16 / 9,
  about: 4 / 5,
  plans: 16 / 9,
  trainers: 3 / 4,
  hero: 16 / 9,
  banners: 3,
} as const;

export type ArtworkFolder = keyof typeof artworkRatios;

export const artworkWidths: Record<ArtworkFolder, readonly number[]> = {
  classes: [400, 800],
  gallery: [200, 400, 800],
  blog: [160, 480, 960],
  about: [400, 800],
  plans: [480, 960],
  trainers: [360, 720],
  hero: [800, 1280, 1920],
  banners: [960, 1920],
};

export function artwork(folder: ArtworkFolder, name: string, alt: string): ImageAsset {
  const widths = artworkWidths[folder];
  const file = (width: number) => `/artwork/${folder}/${name}-${width}.webp`;
  const largest = widths[widths.length - 1] ?? 800;
  return {
    src: file(widths[Math.min(1, widths.length - 1)] ?? largest),
    srcSet: widths.map((width) => `${file(width)} ${width}w`).join(", "),
    width: largest,
    height: Math.round(largest / artworkRatios[folder]),
    alt,
  };
}

/** One of the class pictures the site ships (public/artwork/classes/<name>-<width>.webp) and what it shows. */
export interface ClassPicture {
  name: string;
  /** "a rider on a bike in red light": the picture's alt text after the class's name. */
  subject: string;
}

/** A class's picture with its alt text: "Cycling class: a rider on a bike in red light". */
export function classImage(title: string, picture: ClassPicture): ImageAsset {
  return artwork("classes", picture.name, `${title} class: ${picture.subject}`);
}

/** The picture link previews show (Open Graph), 1200×630. */
export const shareImage = {
  src: "/artwork/og-image.jpg",
  width: 1200,
  height: 630,
  alt: "A weightlifter pressing a barbell overhead in red light",
} as const;
