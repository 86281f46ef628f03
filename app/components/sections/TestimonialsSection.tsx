import { Container } from "~/components/ui/Container";
import { SectionHeading } from "~/components/ui/SectionHeading";
import { testimonials } from "~/content/testimonials";
import { TestimonialCarousel } from "~/features/testimonials/TestimonialCarousel";
import { PartnerStrip } from "./PartnerStrip";

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
