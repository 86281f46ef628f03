import { Container } from "~/components/ui/Container";
import { SectionHeading } from "~/components/ui/SectionHeading";
import { trainers } from "~/content/trainers";
import { TeamGrid } from "~/features/team/TeamGrid";

export function TeamSection() {
  return (
    <section id="team" aria-labelledby="team-title" className="section-space bg-ink">
      <Container>
        <SectionHeading id="team-title" label="Gym trainers" title="Team Of Expert Coaches" align="center">
          <p>Certified coaches who plan every session, watch every rep and know every member by name.</p>
        </SectionHeading>
        <TeamGrid trainers={trainers} />
      </Container>
    </section>
  );
}
