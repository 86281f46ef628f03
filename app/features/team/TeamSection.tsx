import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { TeamGrid, type TeamMember } from "./TeamGrid.tsx";

/** The team section (#team): on the home page and /about, the trainers staff keep in /staff. */
export function TeamSection({ trainers }: { trainers: TeamMember[] }) {
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
