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

/** Rendered once per version and completed per request with its `live` data (decision 0175). */
export const handle = { liveTemplate: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    origin: pageOrigin(matches),
    title: loaderData ? `${loaderData.dayName} Schedule` : "Schedule by Day",
    description: `${site.brand}'s ${loaderData ? loaderData.dayName : "daily"} class timetable: class, time, trainer and places left, and a place to book.`,
    path: `/schedule/${loaderData?.day ?? ""}`,
  }),
  ...structuredDataOf(loaderData?.live),
];

/** The JSON-LD of the classes, where `live` holds it (not on a member's page kept for every member: decision 0228). */
function structuredDataOf(live: Route.ComponentProps["loaderData"]["live"] | undefined) {
  return live && typeof live === "object" && live.structuredData ? [{ "script:ld+json": live.structuredData }] : [];
}

export default function ScheduleDay({ loaderData, actionData }: Route.ComponentProps) {
  const { day, dayName, dateLabel, week, weeksShown, signedIn, signInHref, rows, filters } = loaderData;
  const path = `/schedule/${day}`;
  return (
    <>
      <PageBanner title="Schedule by Day" eyebrow="Timetable" compact />
      {/* The first class shows on the first screen, a phone's too: a short banner, no intro,
          the day tabs in two rows and the filters folded into one control there, the date
          beside the week link. */}
      <section aria-labelledby="schedule-title" className="pt-8 pb-16 md:pt-12 md:pb-28">
        <Container>
          <SectionHeading id="schedule-title" label="Class schedule" title={`${dayName}'s classes`} />
          <div className="-mt-4 sm:-mt-6">
            <DayTabs current={day} search={loaderData.filterSearch} />
          </div>
          <div className="mt-3 sm:mt-6">
            <ScheduleFilterForm
              action={path}
              filters={filters}
              options={loaderData.filterOptions}
              unknown={loaderData.unknownFilters}
              summary={matchSummary(
                rows.length,
                loaderData.totalCount,
                `on ${dateLabel}`,
                filters,
                loaderData.filterOptions,
              )}
              week={week}
            />
          </div>
          {/* Side by side at every width, without wrapping: whether they fitted on one line used to
              depend on the font, and the late display font moved everything below (CLS 0.09). */}
          <div className="mt-6 flex items-center justify-between gap-4">
            <p className="min-w-0 font-display text-xl uppercase tracking-wide sm:text-2xl" aria-live="polite">
              {dateLabel}
            </p>
            <WeekLinks path={path} filters={filters} week={week} weeksShown={weeksShown} />
          </div>
          {!signedIn ? (
            <p className="mt-2 text-muted">
              <Link to={signInHref} className="link text-paper">
                Members: sign in to book
              </Link>
            </p>
          ) : null}
          {loaderData.closure ? (
            <p className="mt-6 border-l-2 border-accent pl-3 font-medium text-accent">Closed: {loaderData.closure}</p>
          ) : null}
          {actionData ? (
            <div className="mt-6">
              <OutcomeMessage outcome={actionData} />
            </div>
          ) : null}
          <div className="mt-4 sm:mt-6">
            {rows.length > 0 ? (
              <ScheduleTable rows={rows} caption={`Classes on ${dateLabel}`} signedIn={signedIn} dayName={dayName} />
            ) : hasFilters(filters) ? (
              <p className="text-muted">No classes on {dateLabel} match these filters.</p>
            ) : (
              <p className="text-muted">No classes on {dateLabel}.</p>
            )}
          </div>
        </Container>
      </section>
    </>
  );
}
