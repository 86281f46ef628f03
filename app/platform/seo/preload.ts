import type { LinkDescriptor } from "react-router";
import type { ImageAsset } from "#app/content/artwork.ts";

/** Starts fetching the first screen's image with the HTML, before the stylesheet is parsed. */
export function preloadImage(image: ImageAsset, sizes: string): LinkDescriptor {
  // React renders fetchPriority on <link>; React Router's descriptor type just does not list it yet.
  const descriptor = {
    rel: "preload",
    as: "image",
    href: image.src,
    imageSrcSet: image.srcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
  return descriptor;
}
