import { Expand } from "lucide-react";
import { useState } from "react";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import type { GalleryImage } from "#app/content/gallery.ts";
import { Lightbox } from "./Lightbox.tsx";

/** A grid of square images; each opens larger in a lightbox. */
export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3">
        {images.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group relative block w-full overflow-hidden rounded-card bg-surface shadow-card"
              aria-haspopup="dialog"
            >
              <ArtImage
                image={item.image}
                // The first row is the page's largest paint on a phone: fetch it with the HTML.
                priority={index < 2}
                sizes="(min-width: 1200px) 384px, (min-width: 768px) 31vw, 46vw"
                className="aspect-square w-full object-cover transition-transform duration-200 group-hover:scale-[1.04]"
                alt=""
              />
              <span className="sr-only">{`Open image ${item.id} larger: ${item.image.alt}`}</span>
              <span
                aria-hidden="true"
                className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-ink/70 text-paper opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <Expand className="size-5" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
    </>
  );
}
