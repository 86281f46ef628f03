import { Form, Link } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { StaffWeekGrid } from "./StaffWeekGrid.tsx";
import { loadTimetable } from "./timetable.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadTimetable(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Timetable");

export default function StaffTimetable({ loaderData }: Route.ComponentProps) {
  const { days, planned, on, onLabel, isToday, today } = loaderData;
  return (
    <>
      <ConsoleHeading title="Timetable">
        <p>
          The weekly classes, as members see them on the schedule. Change one from a date on: the sessions before it
          stay, and anyone booked on a session that moves or goes is e-mailed.
        </p>
      </ConsoleHeading>
      <TimetableSubNav />
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-2">
            <label htmlFor="timetable-on" className="text-sm font-medium">
              The week as it stands on
            </label>
            <input id="timetable-on" name="on" type="date" defaultValue={on} min={today} className="field w-auto" />
          </div>
          <button type="submit" className="button-outline">
            Show
          </button>
        </Form>
        <Link to="/staff/timetable/slots/new" className="button-primary self-start sm:self-auto">
          Add a weekly class
        </Link>
      </div>
      <p className="mb-6 font-display text-2xl uppercase tracking-wide" aria-live="polite">
        {isToday ? "This week" : `From ${onLabel}`}
      </p>
      <StaffWeekGrid days={days} />
      {planned.length > 0 ? (
        <section aria-labelledby="planned-title" className="mt-12">
          <h2 id="planned-title" className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
            Changes to come
          </h2>
          <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
            {planned.map((slot) => (
              <li key={slot.id} className="p-4 sm:p-5">
                <Link to={`/staff/timetable/slots/${slot.id}`} className="link font-semibold">
                  {slot.className}, {slot.weekday.charAt(0).toUpperCase() + slot.weekday.slice(1)}s {slot.time}
                </Link>
                <p className="text-sm text-muted">
                  with {slot.trainer} · {slot.dates}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
