import { Mail, MapPin, Phone, X } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { DialogCloseButton, PageDialog } from "#app/components/ui/PageDialog.tsx";
import { SocialLinks } from "#app/components/ui/SocialLinks.tsx";
import { site } from "#app/content/site.ts";
import { useSiteDetails } from "./site-details.tsx";

export const SIDE_PANEL_ID = "side-panel";

/** The slide-in about panel of wide screens; like the mobile menu, it works before (and without) scripts. */
export function SidePanel() {
  const details = useSiteDetails();
  const thumbnails = details.galleryPreview;
  return (
    <PageDialog
      id={SIDE_PANEL_ID}
      labelledBy="side-panel-title"
      className="mr-0 ml-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-surface text-paper shadow-2xl backdrop:bg-ink/70 motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:open:translate-x-full"
    >
      <div className="space-y-10 p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="side-panel-title" className="section-label">
            About Us
          </h2>
          <DialogCloseButton dialog={SIDE_PANEL_ID} className="icon-button -mt-2 -mr-2" aria-label="Close panel">
            <X aria-hidden="true" className="size-6" />
          </DialogCloseButton>
        </div>
        <p className="-mt-6 text-muted">{site.about}</p>

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
    </PageDialog>
  );
}
