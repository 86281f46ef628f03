import { redirect } from "react-router";
import { site } from "~/content/site";
import { weekdayIn } from "~/content/weekdays";

/** "/schedule" opens on today's day, where the gym is. */
export function loader() {
  return redirect(`/schedule/${weekdayIn(site.timeZone)}`);
}
