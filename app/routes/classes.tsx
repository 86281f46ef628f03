import { lazy, Suspense } from "react";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { site } from "#app/content/site.ts";
import { isSignedIn, useAuth } from "#app/features/accounts/AuthProvider.tsx";
import { ClassGrid } from "#app/features/classes/ClassGrid.tsx";
import { classesPage } from "#app/features/timetable/classes-page.server.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/classes";

/** Member code: fetched only once a signed-in member is known, never for visitors. */
const ClassSaveToggle = lazy(() => import("#app/features/booking/ClassSaveToggle.tsx"));

/** The classes the gym teaches, with their weekly slots (the same for everyone: the server keeps the page). */
export async function loader() {
  await getServices();
  return classesPage(publicOrigin());
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const classes = loaderData?.classes ?? [];
  // The first classes by name, for the description search results show.
  const firstTitles = classes
    .slice(0, 6)
    .map((gymClass) => gymClass.title)
    .join(", ");
  return [
    ...pageMeta({
      origin: pageOrigin(matches),
      title: "Classes",
      description: `${classes.length} coached classes a week at ${site.brand}: ${firstTitles} and more.`,
      path: "/classes",
    }),
    ...(loaderData?.structuredData ? [{ "script:ld+json": loaderData.structuredData }] : []),
  ];
};

export default function ClassesPage({ loaderData }: Route.ComponentProps) {
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
            classes={loaderData.classes}
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
