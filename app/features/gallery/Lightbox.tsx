import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect } from "react";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { ModalDialog } from "#app/components/ui/ModalDialog.tsx";
import type { GalleryImage } from "#app/content/gallery.ts";

interface LightboxProps {
  images: GalleryImage[];
  /** The open image, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One image at a time, large; arrow buttons and the left/right keys move through the set, wrapping. */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const open = index !== null;
  const count = images.length;
  const current = index === null ? undefined : images[index];

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") onIndexChange((index + 1) % count);
      if (event.key === "ArrowLeft") onIndexChange((index - 1 + count) % count);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, count, onIndexChange]);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="lightbox-caption"
      className="m-auto max-h-none w-[min(92vw,80svh)] max-w-none overflow-visible bg-transparent p-0 text-paper backdrop:bg-ink/90"
    >
      {current && index !== null ? (
        <figure className="relative">
          <ArtImage
            image={current.image}
            sizes="(min-width: 900px) 800px, 92vw"
            priority
            className="aspect-square w-full rounded-card object-cover shadow-card"
          />
          <figcaption
            id="lightbox-caption"
            className="mt-3 flex items-center justify-between gap-4 text-sm text-paper/85"
          >
            <span>{current.image.alt}</span>
            <span className="shrink-0 text-muted">
              {index + 1} / {count}
            </span>
          </figcaption>
          <div className="mt-3 flex justify-center gap-3">
            <button
              type="button"
              className="arrow-button"
              aria-label="Previous image"
              onClick={() => onIndexChange((index - 1 + count) % count)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" className="arrow-button" aria-label="Close image" onClick={onClose}>
              <X aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className="arrow-button"
              aria-label="Next image"
              onClick={() => onIndexChange((index + 1) % count)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </figure>
      ) : null}
    </ModalDialog>
  );
}
