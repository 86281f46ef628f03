import { Link } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { site } from "#app/content/site.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { hasFilters, matchSummary } from "#app/features/timetable/filters.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/day";
import { DayTabs } from "./DayTabs.tsx";
import { loadScheduleDay, scheduleDayAction } from "./day.server.ts";
import { ScheduleFilterForm } from "./ScheduleFilterForm.tsx";
import { ScheduleTable } from "./ScheduleTable.tsx";
import { WeekLinks } from "./WeekLinks.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadScheduleDay(request, params.day, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return scheduleDayAction(request, await getServices());
}

/** Places change by the minute and members see their own: rendered per request, never shared. */
export const headers = () => ({ "Cache-Control": "private, no-cache" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    origin: pageOrigin(matches),
    title: loaderData ? `${loaderData.dayName} Schedule` : "Schedule by Day",
    description: `${site.brand}'s ${loaderData ? loaderData.dayName : "daily"} class timetable: class, time, trainer and places left, and a place to book.`,
    path: `/schedule/${loaderData?.day ?? ""}`,
  }),
  ...(loaderData?.structuredData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

export default function ScheduleDay({ loaderData, actionData }: Route.ComponentProps) {
  const { day, dayName, dateLabel, week, weeksShown, signedIn, signInHref, rows, filters } = loaderData;
  const path = `/schedule/${day}`;
  return (
    <>
      <PageBanner title="Schedule by Day" eyebrow="Timetable" />
      <section aria-labelledby="schedule-title" className="section-space">
        <Container>
          <SectionHeading id="schedule-title" label="Class schedule" title={`${dayName}'s classes`}>
            <p>Pick a day to see its classes. Every class is coached; members book a place up to a week ahead.</p>
          </SectionHeading>
          <DayTabs current={day} search={loaderData.filterSearch} />
          <div className="mt-6">
            <ScheduleFilterForm
              action={path}
              filters={filters}
              options={loaderData.filterOptions}
              unknown={loaderData.unknownFilters}
              summary={matchSummary(rows.length, loaderData.totalCount, `on ${dateLabel}`, filters)}
              week={week}
            />
          </div>
          {/* Stacked on phones: side by side, whether the week links fit depended on the font, and
              the late display font moved everything below (CLS 0.09 on a phone). */}
          <div className="mt-10 flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            <p className="font-display text-2xl uppercase tracking-wide" aria-live="polite">
              {dateLabel}
            </p>
            <WeekLinks path={path} filters={filters} week={week} weeksShown={weeksShown} />
          </div>
          {!signedIn ? (
            <p className="mt-4 text-muted">
              <Link to={signInHref} className="link text-paper">
                Members: sign in to book
              </Link>
            </p>
          ) : null}
          <div className="mt-6">
            <OutcomeMessage outcome={actionData} />
          </div>
          <div className="mt-6">
            {rows.length > 0 ? (
              <ScheduleTable rows={rows} caption={`Classes on ${dateLabel}`} signedIn={signedIn} dayName={dayName} />
            ) : hasFilters(filters) ? (
              <p className="text-muted">No classes on {dateLabel} match these filters.</p>
            ) : (
              <p className="text-muted">No classes on {dayName}s.</p>
            )}
          </div>
        </Container>
      </section>
    </>
  );
}
