import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { classPassesSection } from "#app/content/buying.ts";
import { BuyControl } from "./BuyControl.tsx";
import type { PricingData } from "./pricing.server.ts";

/** The class packs, drop-ins and intro offers: credits that expire, no membership needed. */
export function ClassPasses({ page }: { page: PricingData }) {
  return (
    <section id="class-passes" aria-labelledby="class-passes-title" className="section-space scroll-mt-24">
      <Container>
        <SectionHeading
          id="class-passes-title"
          label={classPassesSection.label}
          title={classPassesSection.heading}
          align="center"
        >
          <p>{classPassesSection.subtitle}</p>
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.passes.map((pass) => (
            <li key={pass.id}>
              <article className="flex h-full flex-col rounded-card bg-surface p-7 shadow-card ring-1 ring-white/8">
                <h3 className="section-label">{pass.name}</h3>
                <p className="mt-3 font-display text-5xl font-semibold leading-none tracking-tight">{pass.price}</p>
                <p className="mt-4 flex-1 text-muted">
                  {pass.credits === 1 ? "1 class" : `${pass.credits} classes`}, to book within {pass.validDays} days
                  {pass.oncePerPerson ? ". Once per person." : "."}
                </p>
                {pass.description ? <p className="mt-3 text-muted">{pass.description}</p> : null}
                <BuyControl page={page} productId={pass.id} name={pass.name} />
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
