import { BookingControls } from "#app/features/booking/BookingControls.tsx";
import { SaveClassButton } from "#app/features/booking/SaveClassButton.tsx";
import {
  notSignedIn,
  placesText,
  type RowMine,
  type RowPlaces,
  type RowShared,
} from "#app/features/booking/schedule-row.ts";
import { LiveSlot } from "#app/platform/performance/LiveSlot.tsx";

const cell = "md:border-b md:border-white/10 md:px-5 md:py-6";

/**
 * A real table for screen readers and wide screens; on a phone each row stacks into a
 * card, with the column names shown beside the values. The places and the member's own
 * parts are live slots, drawn from the route's `live` data: the server fills them in per
 * request on a page it renders once (decision 0175).
 */
export function ScheduleTable({
  rows,
  caption,
  signedIn,
  dayName,
}: {
  rows: RowShared[];
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
                  <LiveSlot
                    at={[["mine", row.sessionId, "saved"]]}
                    render={([saved]) => (
                      <SaveClassButton classSlug={row.classSlug} className={row.className} saved={saved === true} />
                    )}
                  />
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
              <LiveSlot
                at={[["places", row.sessionId]]}
                render={([places]) => {
                  const live = places as RowPlaces;
                  return (
                    <span className={live.cancellationReason !== null ? "text-accent" : undefined}>
                      {placesText({ ...row, ...live })}
                    </span>
                  );
                }}
              />
            </td>
            <td className={`max-md:col-span-2 md:text-right ${cell}`}>
              <LiveSlot
                at={[
                  ["places", row.sessionId],
                  ["mine", row.sessionId],
                ]}
                render={([places, mine]) => (
                  <BookingControls
                    row={{ ...row, ...(places as RowPlaces), ...((mine as RowMine | undefined) ?? notSignedIn) }}
                    signedIn={signedIn}
                    dayName={dayName}
                  />
                )}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
