import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { testimonials } from "#app/content/testimonials.ts";
import { TestimonialCarousel } from "#app/features/testimonials/TestimonialCarousel.tsx";
import { PartnerStrip } from "./PartnerStrip.tsx";

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="section-space bg-surface">
      <Container>
        <SectionHeading id="testimonials-title" label="Testimonials" title="What our members say" align="center" />
        <TestimonialCarousel testimonials={testimonials} />
        <PartnerStrip />
      </Container>
    </section>
  );
}
