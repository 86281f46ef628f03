import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { gymClasses } from "#app/content/classes.ts";
import { ClassGrid } from "#app/features/classes/ClassGrid.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Classes",
    description:
      "Twelve coached classes a week at Ironpeak: cycling, yoga, boxing, karate, power lifting, crossfit, MMA and more.",
    path: "/classes",
  });

export default function ClassesPage() {
  return (
    <>
      <PageBanner title="Classes" eyebrow="Train with us" />
      <section aria-labelledby="classes-title" className="section-space">
        <Container>
          <SectionHeading id="classes-title" label="Our classes" title="Find your class">
            <p>Every class is coached, scaled to your level and small enough for your trainer to know your name.</p>
          </SectionHeading>
          <ClassGrid classes={gymClasses} />
        </Container>
      </section>
    </>
  );
}
