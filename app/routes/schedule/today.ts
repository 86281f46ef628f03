import { redirect } from "react-router";
import { dayToOpen } from "#app/features/timetable/day-to-open.server.ts";

/** "/schedule" opens on today's day where the gym is, or tomorrow once today's classes are over. */
export function loader() {
  return redirect(`/schedule/${dayToOpen()}`, { headers: { "Cache-Control": "no-store" } });
}
