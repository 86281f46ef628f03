import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { SocialLinks } from "#app/components/ui/SocialLinks.tsx";
import { site } from "#app/content/site.ts";
import { useSiteDetails } from "./site-details.tsx";

/** What the panel tells: about the gym, a few gallery pictures, how to reach it, where to follow it. */
export function SidePanelContent() {
  const details = useSiteDetails();
  const thumbnails = details.galleryPreview;
  return (
    <div className="space-y-10">
      <p className="text-muted">{site.about}</p>

      <section aria-labelledby="side-panel-gallery">
        <h3 id="side-panel-gallery" className="mb-4 font-display text-xl uppercase tracking-wide">
          Gallery
        </h3>
        <ul className="grid grid-cols-3 gap-2">
          {thumbnails.map((image) => (
            <li key={image.id}>
              <Link to="/gallery/page-1" className="block overflow-hidden rounded-card">
                <ArtImage
                  image={image.image}
                  sizes="96px"
                  className="aspect-square w-full object-cover transition-transform duration-200 hover:scale-105"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="side-panel-contact">
        <h3 id="side-panel-contact" className="mb-4 font-display text-xl uppercase tracking-wide">
          Contact Info
        </h3>
        <ul className="space-y-3 text-muted">
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{details.address}</span>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <a className="link" href={details.phoneHref}>
              {details.phone}
            </a>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <a className="link" href={`mailto:${details.email}`}>
              {details.email}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="side-panel-social">
        <h3 id="side-panel-social" className="mb-4 font-display text-xl uppercase tracking-wide">
          Follow Us
        </h3>
        <SocialLinks />
      </section>
    </div>
  );
}
