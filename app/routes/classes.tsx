import { lazy, Suspense } from "react";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { gymClasses } from "#app/content/classes.ts";
import { site } from "#app/content/site.ts";
import { isSignedIn, useAuth } from "#app/features/accounts/AuthProvider.tsx";
import { ClassGrid } from "#app/features/classes/ClassGrid.tsx";
import { classSchedulesJsonLd } from "#app/features/timetable/class-schedule-json-ld.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import type { Route } from "./+types/classes";

/** Member code: fetched only once a signed-in member is known, never for visitors. */
const ClassSaveToggle = lazy(() => import("#app/features/booking/ClassSaveToggle.tsx"));

/** The first classes by name, for the description search results show. */
const firstTitles = gymClasses
  .slice(0, 6)
  .map((gymClass) => gymClass.title)
  .join(", ");

export const meta: Route.MetaFunction = ({ matches }) => {
  const schedules = classSchedulesJsonLd(gymClasses, pageOrigin(matches));
  return [
    ...pageMeta({
      origin: pageOrigin(matches),
      title: "Classes",
      description: `${gymClasses.length} coached classes a week at ${site.brand}: ${firstTitles} and more.`,
      path: "/classes",
    }),
    ...(schedules ? [{ "script:ld+json": schedules }] : []),
  ];
};

export default function ClassesPage() {
  const { currentUser } = useAuth();
  const member = isSignedIn(currentUser) ? currentUser : null;
  return (
    <>
      <PageBanner title="Classes" eyebrow="Train with us" />
      <section aria-labelledby="classes-title" className="section-space">
        <Container>
          <SectionHeading id="classes-title" label="Our classes" title="Find your class">
            <p>Every class is coached, scaled to your level and small enough for your trainer to know your name.</p>
          </SectionHeading>
          <ClassGrid
            classes={gymClasses}
            corner={
              member
                ? (gymClass) => (
                    <Suspense fallback={null}>
                      <ClassSaveToggle userId={member.id} slug={gymClass.slug} title={gymClass.title} />
                    </Suspense>
                  )
                : undefined
            }
          />
        </Container>
      </section>
    </>
  );
}
