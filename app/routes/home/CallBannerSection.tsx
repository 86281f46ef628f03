import { Phone } from "lucide-react";
import { Link } from "react-router";
import { useSiteDetails } from "#app/components/layout/site-details.tsx";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { callBannerImage } from "#app/content/home.ts";

/** The trainer call to action: join, buy a plan, or just call us. */
export function CallBannerSection() {
  const { phone, phoneHref } = useSiteDetails();
  return (
    <section aria-labelledby="call-banner-title" className="relative isolate overflow-hidden bg-ink py-20 sm:py-28">
      <ArtImage
        image={callBannerImage}
        sizes="100vw"
        alt=""
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink/70" />
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="section-label mb-3">Personal training</p>
          <h2
            id="call-banner-title"
            className="max-w-2xl font-display text-4xl font-semibold uppercase leading-[1.05] tracking-tight sm:text-6xl"
          >
            Need a trainer? Call us now
          </h2>
          <a
            href={phoneHref}
            className="mt-6 inline-flex min-h-11 items-center gap-3 font-display text-2xl tracking-wide text-paper hover:text-accent sm:text-3xl"
          >
            <Phone aria-hidden="true" className="size-6 text-accent" />
            {phone}
          </a>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact" className="button-primary">
            Purchase now
          </Link>
          <Link to="/contact" className="button-outline">
            Join With Us
          </Link>
        </div>
      </Container>
    </section>
  );
}
