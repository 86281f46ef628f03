import type { BookableDay } from "./bookable-sessions.server.ts";

/** A choice of the sessions the desk may book into now, by day (bookable-sessions.server.ts). */
export function SessionSelect({
  id,
  label,
  days,
  defaultValue,
  none,
}: {
  id: string;
  label: string;
  days: BookableDay[];
  defaultValue?: string | undefined;
  /** The label of an empty first choice (booking nothing), if there is one. */
  none?: string;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name="sessionId" required={none === undefined} defaultValue={defaultValue} className="field">
        {none !== undefined ? <option value="">{none}</option> : null}
        {days.map((day) => (
          <optgroup key={day.label} label={day.label}>
            {day.sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {session.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
