import type { LinkDescriptor } from "react-router";
import type { ImageAsset } from "#app/content/artwork.ts";

/** Starts fetching the first screen's image with the HTML, before the stylesheet is parsed. */
export function preloadImage(image: ImageAsset, sizes: string): LinkDescriptor {
  // React renders fetchPriority on <link>; React Router's descriptor type just does not list it yet.
  // A picture with a better format first (an upload's AVIF) is preloaded in that format: the one <picture> takes.
  const best = image.sources?.[0];
  const descriptor = {
    rel: "preload",
    as: "image",
    href: image.src,
    imageSrcSet: best?.srcSet ?? image.srcSet,
    imageSizes: sizes,
    ...(best ? { type: best.type } : {}),
    fetchPriority: "high",
  } as const;
  return descriptor;
}
