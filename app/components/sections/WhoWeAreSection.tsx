import { Check } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { whoWeAre } from "#app/content/about.ts";

/** Who we are: the trainers-and-nutritionists promise, on the home and about pages; `highlights` are counted from the schedule (whoWeAreHighlights). */
export function WhoWeAreSection({ highlights }: { highlights: string[] }) {
  return (
    <section aria-labelledby="who-we-are-title" className="section-space section-light">
      <Container className="grid items-center gap-12 md:grid-cols-2 md:gap-16">
        <div className="relative">
          <ArtImage
            image={whoWeAre.image}
            sizes="(min-width: 768px) 560px, 92vw"
            className="aspect-[4/5] w-full rounded-card object-cover shadow-card"
          />
          <p className="absolute -bottom-6 left-6 rounded-card bg-accent px-6 py-4 font-display uppercase tracking-wide text-ink shadow-card">
            <span className="block text-4xl font-semibold leading-none">{whoWeAre.badge.figure}</span>
            <span className="text-sm">{whoWeAre.badge.text}</span>
          </p>
        </div>
        <div>
          <SectionHeading id="who-we-are-title" label={whoWeAre.label} title={whoWeAre.heading}>
            <p>{whoWeAre.text}</p>
          </SectionHeading>
          <ul className="-mt-4 mb-10 space-y-3">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-3 font-medium">
                <Check aria-hidden="true" className="size-5 text-accent-ink" />
                {item}
              </li>
            ))}
          </ul>
          <Link to="/contact" className="button-primary">
            Contact us
          </Link>
        </div>
      </Container>
    </section>
  );
}
