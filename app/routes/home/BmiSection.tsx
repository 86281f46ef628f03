import type { ReactNode } from "react";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { BmiCalculator } from "#app/features/bmi/BmiCalculator.tsx";
import { describeBmiBands } from "#app/features/bmi/bmi.ts";

/**
 * Check your BMI, then the plan that gets a beginner started (the first membership for sale;
 * none, no card). `startCard` is its pricing card, rendered by the server alone
 * (sections.server.tsx): only the calculator is the browser's.
 */
export function BmiSection({ startCard }: { startCard: ReactNode | null }) {
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
        {startCard === null ? null : (
          <div>
            <p className="section-label mb-4">Start here</p>
            {startCard}
          </div>
        )}
      </Container>
    </section>
  );
}
