import type { ReactNode } from "react";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { testimonials } from "#app/content/testimonials.ts";
import { TestimonialCarousel } from "#app/features/testimonials/TestimonialCarousel.tsx";

/** `partners`: the partner strip, rendered by the server alone (sections.server.tsx); the carousel is the browser's. */
export function TestimonialsSection({ partners }: { partners: ReactNode }) {
  return (
    <section aria-labelledby="testimonials-title" className="section-space bg-surface">
      <Container>
        <SectionHeading id="testimonials-title" label="Testimonials" title="What our members say" align="center" />
        <TestimonialCarousel testimonials={testimonials} />
        {partners}
      </Container>
    </section>
  );
}
