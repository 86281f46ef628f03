import { Link } from "react-router";
import { useSiteDetails } from "#app/components/layout/site-details.tsx";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";

/** A strip of the gym's gallery; on narrow screens it is left out to keep the page short. */
export function WorkplaceGallerySection() {
  const shown = useSiteDetails().galleryPreview;
  return (
    <section aria-labelledby="workplace-title" className="hidden bg-ink md:block">
      <h2 id="workplace-title" className="sr-only">
        Our workplace
      </h2>
      <ul className="grid grid-cols-6">
        {shown.map((item) => (
          <li key={item.id}>
            <Link to="/gallery/page-1" className="group relative block overflow-hidden">
              <ArtImage
                image={item.image}
                sizes="17vw"
                className="aspect-square w-full object-cover transition-transform duration-200 group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 bg-accent/0 transition-colors duration-200 group-hover:bg-accent/25"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
