import { BookingControls } from "#app/features/booking/BookingControls.tsx";
import { SaveClassButton } from "#app/features/booking/SaveClassButton.tsx";
import { placesText, type ScheduleRowView } from "#app/features/booking/schedule-row.ts";

const cell = "md:border-b md:border-white/10 md:px-5 md:py-6";

/**
 * A real table for screen readers and wide screens; on a phone each row stacks into a
 * card, with the column names shown beside the values.
 */
export function ScheduleTable({
  rows,
  caption,
  signedIn,
  dayName,
}: {
  rows: ScheduleRowView[];
  caption: string;
  signedIn: boolean;
  /** "Tuesday": the day the rows are on. */
  dayName: string;
}) {
  return (
    <table className="w-full border-separate border-spacing-0 text-left max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="font-display text-sm uppercase tracking-[0.2em] text-muted">
          <th scope="col" className="border-b border-white/10 px-5 py-4 font-medium">
            Class Name
          </th>
          <th scope="col" className="border-b border-white/10 px-5 py-4 font-medium">
            Time
          </th>
          <th scope="col" className="border-b border-white/10 px-5 py-4 font-medium">
            Trainer
          </th>
          <th scope="col" className="border-b border-white/10 px-5 py-4 font-medium">
            Places
          </th>
          <th scope="col" className="border-b border-white/10 px-5 py-4 font-medium">
            <span className="sr-only">Booking</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-4">
        {rows.map((row) => (
          <tr
            key={row.sessionId}
            className="max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-card max-md:bg-surface max-md:p-5 max-md:shadow-card md:hover:bg-surface"
          >
            <th scope="row" className={`max-md:col-span-2 ${cell}`}>
              <span className="flex items-center justify-between gap-2 md:justify-start">
                <span className="font-display text-2xl font-semibold uppercase tracking-tight">{row.className}</span>
                {signedIn ? (
                  <SaveClassButton classSlug={row.classSlug} className={row.className} saved={row.saved} />
                ) : null}
              </span>
            </th>
            <td className={cell}>
              <span className="block text-xs uppercase tracking-[0.2em] text-muted md:hidden" aria-hidden="true">
                Time
              </span>
              {row.time}
            </td>
            <td className={cell}>
              <span className="block text-xs uppercase tracking-[0.2em] text-muted md:hidden" aria-hidden="true">
                Trainer
              </span>
              {row.trainer}
            </td>
            <td className={`max-md:col-span-2 ${cell}`}>
              <span className="block text-xs uppercase tracking-[0.2em] text-muted md:hidden" aria-hidden="true">
                Places
              </span>
              <span className={row.cancellationReason !== null ? "text-accent" : undefined}>{placesText(row)}</span>
            </td>
            <td className={`max-md:col-span-2 md:text-right ${cell}`}>
              <BookingControls row={row} signedIn={signedIn} dayName={dayName} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
