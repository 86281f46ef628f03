import type { ReactNode } from "react";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { type Plan, pricingSection } from "#app/content/plans.ts";
import { PricingCard } from "./PricingCard.tsx";

/**
 * The pricing chart, shared by the home page (anchor #pricing) and the pricing page, which
 * gives each card its way to buy (`actionFor`). `plans` are the memberships for sale
 * (app/features/products/pricing-plans.server.ts); `promotion` what an offer says above them.
 */
export function PricingSection({
  plans,
  actionFor,
  promotion,
}: {
  plans: readonly Plan[];
  actionFor?: (plan: Plan, featured: boolean) => ReactNode;
  promotion?: ReactNode;
}) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="section-space section-light">
      <Container>
        <SectionHeading id="pricing-title" label={pricingSection.label} title={pricingSection.heading} align="center">
          <p>{pricingSection.subtitle}</p>
        </SectionHeading>
        {promotion}
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.productId}>
              <PricingCard plan={plan} featured={plan.featured} action={actionFor?.(plan, plan.featured)} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
