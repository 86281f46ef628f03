import { Backpack, BicepsFlexed, Dumbbell, GlassWater, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { type PerkIcon, perks } from "#app/content/perks.ts";

const icons: Record<PerkIcon, LucideIcon> = {
  training: BicepsFlexed,
  equipment: Dumbbell,
  bag: Backpack,
  water: GlassWater,
};

/** Why choose us: the four perks every membership includes. */
export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-choose-us-title" className="section-space bg-surface">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-20">
        <div>
          <SectionHeading id="why-choose-us-title" label="Why choose us" title="Everything you need to keep showing up">
            <p>
              Good training is simple when the details are handled. These come with every membership, from the first
              day.
            </p>
          </SectionHeading>
          <Link to="/classes" className="button-primary">
            Our classes
          </Link>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {perks.map((perk) => {
            const Icon = icons[perk.icon];
            return (
              <li key={perk.title} className="rounded-card border border-white/8 bg-ink p-7 shadow-card">
                <span className="grid size-14 place-items-center rounded-full bg-accent/12 text-accent">
                  <Icon aria-hidden="true" className="size-7" strokeWidth={1.5} />
                </span>
                <h3 className="mt-5 font-display text-xl uppercase tracking-wide">{perk.title}</h3>
                <p className="mt-2 text-muted">{perk.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
