import { PricingCard } from "#app/components/sections/PricingCard.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import type { Plan } from "#app/content/plans.ts";
import { BmiCalculator } from "#app/features/bmi/BmiCalculator.tsx";
import { describeBmiBands } from "#app/features/bmi/bmi.ts";

/** Check your BMI, then the plan that gets a beginner started (the first membership for sale; none: no card). */
export function BmiSection({ starter }: { starter: Plan | null }) {
  return (
    <section aria-labelledby="bmi-title" className="section-space bg-ink">
      <Container className="grid gap-14 lg:grid-cols-[1.5fr_1fr] lg:gap-20">
        <div>
          <SectionHeading id="bmi-title" label="Check your body" title="BMI Calculator">
            <p>
              Body mass index is a quick first check of weight against height. {describeBmiBands()} Your coach will look
              at the whole picture.
            </p>
          </SectionHeading>
          <BmiCalculator />
        </div>
        {starter ? (
          <div>
            <p className="section-label mb-4">Start here</p>
            <PricingCard plan={starter} />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
