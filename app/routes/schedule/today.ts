import { redirect } from "react-router";
import { site } from "#app/content/site.ts";
import { weekdayIn } from "#app/content/weekdays.ts";

/** "/schedule" opens on today's day, where the gym is. */
export function loader() {
  return redirect(`/schedule/${weekdayIn(site.timeZone)}`);
}
