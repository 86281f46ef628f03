import type { ImageAsset } from "#app/content/artwork.ts";

interface ArtImageProps {
  image: ImageAsset;
  /** How wide the image is drawn at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /** Images in the first screenful load eagerly; everything else waits until it is near. */
  priority?: boolean;
  className?: string;
  /** Overrides the content's alt text, e.g. "" where a caption beside the image already says it. */
  alt?: string;
}

/** A picture at the size it is drawn; with other formats (an upload's AVIF) offered first, in a <picture>. */
export function ArtImage({ image, sizes, priority = false, className = "", alt }: ArtImageProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
