import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { WhoWeAreSection } from "#app/components/sections/WhoWeAreSection.tsx";
import { site } from "#app/content/site.ts";
import { TeamSection } from "#app/features/team/TeamSection.tsx";
import { highlights, teamMembers } from "#app/features/timetable/public-pages.server.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { HistorySection } from "./HistorySection.tsx";

/** The team and the counts come from the schedule staff keep (the same for everyone: the server keeps the page). */
export async function loader() {
  await getServices();
  return { team: teamMembers(), highlights: highlights() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: pageOrigin(matches),
    title: "About",
    description: `Expert trainers and nutritionists who build your personal fitness and nutrition plan: the people and the story behind ${site.brand}.`,
    path: "/about",
  });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="About Us" eyebrow="Who we are" />
      <WhoWeAreSection highlights={loaderData.highlights} />
      <HistorySection />
      <TeamSection trainers={loaderData.team} />
    </>
  );
}
