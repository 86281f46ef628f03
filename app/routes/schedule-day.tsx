import { data } from "react-router";
import { PageBanner } from "~/components/layout/PageBanner";
import { DayTabs } from "~/components/schedule/DayTabs";
import { ScheduleTable } from "~/components/schedule/ScheduleTable";
import { Container } from "~/components/ui/Container";
import { SectionHeading } from "~/components/ui/SectionHeading";
import { schedule } from "~/content/schedule";
import { isWeekday, weekdayName } from "~/content/weekdays";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/schedule-day";

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
