import { data, Link, redirect } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/class-page";

/**
 * A class's own address, /classes/yoga: its week on the schedule while the gym teaches it;
 * once retired, 410 Gone with the way to the classes it teaches now.
 */
export async function loader({ params }: Route.LoaderArgs) {
  await getServices();
  const gymClass = currentSchedule().classBySlug.get(params.slug);
  if (!gymClass) throw data(null, { status: 404, statusText: "Not Found" });
  if (!gymClass.retired) throw redirect(`/schedule/week?class=${gymClass.slug}`);
  return data({ title: gymClass.title }, { status: 410, headers: { "Cache-Control": "public, max-age=300" } });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.title ?? "Class"}: no longer taught` },
  { name: "robots", content: "noindex" },
];

export default function RetiredClass({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={loaderData.title} eyebrow="No longer taught" />
      <section className="section-space">
        <Container>
          <h2 className="font-display text-3xl font-semibold uppercase tracking-tight">This class has ended</h2>
          <p className="mt-4 max-w-prose text-muted">
            We no longer teach {loaderData.title}. Have a look at the classes on the timetable now: one of them may suit
            you.
          </p>
          <Link to="/classes" className="button-primary mt-8">
            See our classes
          </Link>
        </Container>
      </section>
    </>
  );
}
