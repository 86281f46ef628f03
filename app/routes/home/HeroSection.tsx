import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { heroImage } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";

/** The first screen: the tagline as the page's only <h1>, over the hero artwork, legible at every width (e2e/pages/hero-contrast.spec.ts). */
export function HeroSection() {
  return (
    <section id="home" className="relative isolate flex min-h-[88svh] items-end overflow-hidden bg-ink pt-18">
      <ArtImage
        image={heroImage}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover object-[70%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/70 to-ink/10 lg:bg-gradient-to-r lg:from-ink lg:from-25% lg:via-ink/85 lg:via-60% lg:to-ink/0"
      />
      <div className="content-width relative pb-16 sm:pb-24">
        {/* Below 1024 px the words may stand anywhere on the picture (a short screen puts them at
            its top): a dark band behind them keeps WCAG AA contrast wherever that is. */}
        <div
          aria-hidden="true"
          className="absolute -top-16 bottom-0 left-1/2 -z-10 w-screen -translate-x-1/2 bg-gradient-to-b from-ink/0 to-ink/85 to-[4rem] lg:hidden"
        />
        <p className="section-label mb-4">{site.brand} training club</p>
        <h1 className="max-w-3xl font-display text-6xl font-semibold uppercase leading-[0.92] tracking-tight text-balance sm:text-8xl">
          {site.tagline}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-paper/85">{site.description}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/classes" className="button-primary gap-2">
            Our classes <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/schedule" className="button-outline">
            Today's schedule
          </Link>
        </div>
      </div>
    </section>
  );
}
