import type { ReactNode } from "react";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { type Plan, plans, pricingSection } from "#app/content/plans.ts";
import { PricingCard } from "./PricingCard.tsx";

/**
 * The pricing chart, shared by the home page (anchor #pricing) and the pricing page, which
 * gives each card its way to buy (`actionFor`).
 */
export function PricingSection({ actionFor }: { actionFor?: (plan: Plan, featured: boolean) => ReactNode } = {}) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="section-space section-light">
      <Container>
        <SectionHeading id="pricing-title" label={pricingSection.label} title={pricingSection.heading} align="center">
          <p>{pricingSection.subtitle}</p>
        </SectionHeading>
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan, index) => (
            <li key={plan.name}>
              <PricingCard plan={plan} featured={index === 1} action={actionFor?.(plan, index === 1)} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
