import { useFetcher } from "react-router";
import type { StaffOutcome } from "./outcome.server.ts";
import type { RosterEntry } from "./roster.server.ts";

const choice =
  "inline-flex min-h-12 items-center justify-center rounded-full border px-4 font-display text-sm font-semibold uppercase tracking-[0.12em] transition-colors disabled:opacity-60";
const styles = {
  attended: "aria-pressed:border-emerald-400 aria-pressed:bg-emerald-400 aria-pressed:text-ink",
  "no-show": "aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-ink",
};

/**
 * Attended / no-show for one booked member: two big toggle buttons for a tablet at the
 * door. Each press is its own form post (a fetcher with JavaScript, so the list stays put
 * and the next member can be marked at once; a plain post without it). The answer is
 * announced beside the buttons.
 */
export function AttendanceButtons({
  entry,
  answer,
}: {
  entry: Pick<RosterEntry, "bookingId" | "name" | "attendance">;
  answer?: StaffOutcome | undefined;
}) {
  const fetcher = useFetcher<StaffOutcome>();
  const sending = fetcher.formData?.get("attendance");
  const shown = typeof sending === "string" ? sending : entry.attendance;
  const outcome = fetcher.data ?? answer;
  return (
    <fetcher.Form method="post" preventScrollReset className="w-full sm:w-auto">
      <fieldset>
        <legend className="sr-only">Check-in: {entry.name}</legend>
        <input type="hidden" name="intent" value="mark-attendance" />
        <input type="hidden" name="bookingId" value={entry.bookingId} />
        <div className="grid grid-cols-2 gap-2 sm:w-72">
          {(["attended", "no-show"] as const).map((value) => (
            <button
              key={value}
              type="submit"
              name="attendance"
              value={value}
              aria-pressed={shown === value}
              disabled={fetcher.state !== "idle"}
              className={`${choice} border-white/25 hover:border-paper ${styles[value]}`}
            >
              {value === "attended" ? "Attended" : "No-show"}
            </button>
          ))}
        </div>
      </fieldset>
      <p role="status" className={`mt-1 min-h-5 text-sm ${outcome?.tone === "error" ? "text-red-400" : "text-muted"}`}>
        {outcome?.message}
      </p>
    </fetcher.Form>
  );
}
