import { data } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { schedule } from "#app/content/schedule.ts";
import { isWeekday, weekdayName } from "#app/content/weekdays.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import type { Route } from "./+types/day";
import { DayTabs } from "./DayTabs.tsx";
import { ScheduleTable } from "./ScheduleTable.tsx";

export function loader({ params }: Route.LoaderArgs) {
  if (!isWeekday(params.day)) throw data(null, { status: 404, statusText: "Not Found" });
  return { day: params.day };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData ? `${weekdayName(loaderData.day)} Schedule` : "Schedule by Day",
    description: `Ironpeak's ${loaderData ? weekdayName(loaderData.day) : "daily"} class timetable: class, time and trainer, and a place to join.`,
    path: `/schedule/${loaderData?.day ?? ""}`,
  });

export default function ScheduleDay({ loaderData }: Route.ComponentProps) {
  const { day } = loaderData;
  const dayName = weekdayName(day);
  return (
    <>
      <PageBanner title="Schedule by Day" eyebrow="Timetable" />
      <section aria-labelledby="schedule-title" className="section-space">
        <Container>
          <SectionHeading id="schedule-title" label="Class schedule" title={`${dayName}'s classes`}>
            <p>Pick a day to see its classes. Every class is coached; drop in or book a place ahead.</p>
          </SectionHeading>
          <DayTabs current={day} />
          <div className="mt-10">
            <ScheduleTable rows={schedule[day]} dayName={dayName} />
          </div>
        </Container>
      </section>
    </>
  );
}
