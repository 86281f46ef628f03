import { CalendarPlus, Download } from "lucide-react";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { site } from "#app/content/site.ts";
import { matchSummary } from "#app/features/timetable/filters.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/week";
import { DayTabs } from "./DayTabs.tsx";
import { ScheduleFilterForm } from "./ScheduleFilterForm.tsx";
import { WeekGrid } from "./WeekGrid.tsx";
import { WeekLinks } from "./WeekLinks.tsx";
import { loadScheduleWeek } from "./week.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadScheduleWeek(request, await getServices());
}

/** Places change by the minute and members see their own: rendered per request, never shared. */
export const headers = () => ({ "Cache-Control": "private, no-cache" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: pageOrigin(matches),
    title: "Week Schedule",
    description: `Every ${site.brand} class of the week at a glance: seven days of classes with times, trainers and places left, filtered by class, trainer or time of day.`,
    path: "/schedule/week",
  });

export default function ScheduleWeek({ loaderData }: Route.ComponentProps) {
  const { week, weeksShown, rangeLabel, days, filters, timetableFeed } = loaderData;
  const path = "/schedule/week";
  return (
    <>
      <PageBanner title="Week Schedule" eyebrow="Timetable" />
      <section aria-labelledby="week-title" className="section-space">
        <Container>
          <SectionHeading
            id="week-title"
            label="Class schedule"
            title={week === 0 ? "The week ahead" : "The week after"}
          >
            <p>Seven days of classes at a glance. Pick a class to see its day and book a place.</p>
          </SectionHeading>
          <DayTabs current="week" search={loaderData.filterSearch} />
          <div className="mt-6">
            <ScheduleFilterForm
              action={path}
              filters={filters}
              options={loaderData.filterOptions}
              unknown={loaderData.unknownFilters}
              summary={matchSummary(
                loaderData.shownCount,
                loaderData.totalCount,
                "this week",
                filters,
                loaderData.filterOptions,
              )}
              week={week}
            />
          </div>
          <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
            <p className="font-display text-2xl uppercase tracking-wide">{rangeLabel}</p>
            <WeekLinks path={path} filters={filters} week={week} weeksShown={weeksShown} />
          </div>
          <div className="mt-6">
            <WeekGrid days={days} />
          </div>
          <aside
            aria-labelledby="subscribe-title"
            className="mt-16 flex flex-col gap-5 rounded-card border border-white/8 bg-surface p-6 shadow-card md:flex-row md:items-center md:justify-between"
          >
            <div>
              <h3 id="subscribe-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
                The timetable in your calendar
              </h3>
              <p className="mt-1 text-muted">
                Four weeks of classes, kept up to date: cancelled classes show as cancelled.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={timetableFeed.webcal} className="button-primary gap-2">
                <CalendarPlus aria-hidden="true" className="size-4" />
                Subscribe
              </a>
              <a href="/schedule.ics" className="button-outline" download>
                <Download aria-hidden="true" className="size-4" />
                Download .ics
              </a>
            </div>
          </aside>
        </Container>
      </section>
    </>
  );
}
