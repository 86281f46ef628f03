import { data } from "react-router";
import { PageBanner } from "~/components/layout/PageBanner";
import { isWeekday } from "~/content/weekdays";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/schedule-day";

export function loader({ params }: Route.LoaderArgs) {
  if (!isWeekday(params.day)) throw data(null, { status: 404, statusText: "Not Found" });
  return { day: params.day };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Schedule by Day",
    description: `The ${loaderData?.day ?? ""} class timetable: class, time and trainer.`,
    path: `/schedule/${loaderData?.day ?? ""}`,
  });

export default function ScheduleDay() {
  return <PageBanner title="Schedule by Day" />;
}
