import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { DaySessions } from "./DaySessions.tsx";
import { loadToday } from "./today.server.ts";
import { WeekAtAGlance } from "./WeekAtAGlance.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  return loadToday(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Today");

export default function StaffToday({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeading title="Today and the next 7 days">
        <p>Every class with its places and waitlist. Open one for its roster, check-in and changes.</p>
      </ConsoleHeading>
      <WeekAtAGlance overview={loaderData.overview} owner={loaderData.owner} />
      <div className="space-y-12">
        {loaderData.days.map((day) => (
          <DaySessions key={day.date} day={day} />
        ))}
      </div>
    </>
  );
}
