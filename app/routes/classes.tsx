import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { SectionHeading } from "~/components/ui/SectionHeading";
import { gymClasses } from "~/content/classes";
import { ClassGrid } from "~/features/classes/ClassGrid";
import { pageMeta } from "~/seo/meta";

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
