import { artwork } from "./artwork.ts";

/** Artwork that only the home page uses. */
export const heroImage = artwork("hero", "hero", "A weightlifter pressing a barbell overhead in a red glow");
export const callBannerImage = artwork("banners", "call-banner", "A boxing glove in warm light");
