import { type Weekday, weekdayName } from "#app/content/weekdays.ts";
import { Field } from "#app/features/timetable/Choice.tsx";

/** The fields of /staff/site's hours: a weekday's usual hours, and a special day (closed, or other hours). */
export function DayHours({ day, values }: { day: Weekday; values: Record<string, string> }) {
  const name = weekdayName(day);
  return (
    <fieldset className="grid grid-cols-2 items-end gap-3 border-b border-white/8 pb-4 sm:grid-cols-[8rem_8rem_1fr_1fr] sm:border-0 sm:pb-0">
      <legend className="col-span-2 mb-2 font-semibold sm:float-left sm:col-span-1 sm:mb-0 sm:self-center">
        {name}
      </legend>
      <label className="col-span-2 flex min-h-11 items-center gap-3 sm:col-span-1">
        <input
          type="checkbox"
          name={`hours-${day}-closed`}
          defaultChecked={values[`hours-${day}-closed`] === "on"}
          className="size-5 accent-accent"
        />
        Closed
      </label>
      <Field id={`hours-${day}-opens`} label={`${name} opens`}>
        <input
          id={`hours-${day}-opens`}
          name={`hours-${day}-opens`}
          type="time"
          defaultValue={values[`hours-${day}-opens`]}
          className="field"
        />
      </Field>
      <Field id={`hours-${day}-closes`} label={`${name} closes`}>
        <input
          id={`hours-${day}-closes`}
          name={`hours-${day}-closes`}
          type="time"
          defaultValue={values[`hours-${day}-closes`]}
          className="field"
        />
      </Field>
    </fieldset>
  );
}

export function SpecialDay({
  index,
  values,
  fresh,
}: {
  index: number;
  values: Record<string, string>;
  fresh: boolean;
}) {
  const id = (field: string) => `special-${index}-${field}`;
  const legend = fresh ? "Add a special day" : `Special day ${index + 1}`;
  return (
    <fieldset className="grid gap-3 rounded-card border border-white/10 p-4 sm:grid-cols-2 lg:grid-cols-[11rem_auto_10rem_10rem_1fr_auto] lg:items-end">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <Field id={id("date")} label="Date">
        <input id={id("date")} name={id("date")} type="date" defaultValue={values[id("date")]} className="field" />
      </Field>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name={id("closed")}
          defaultChecked={fresh ? true : values[id("closed")] === "on"}
          className="size-5 accent-accent"
        />
        Closed all day
      </label>
      <Field id={id("opens")} label="Or opens">
        <input id={id("opens")} name={id("opens")} type="time" defaultValue={values[id("opens")]} className="field" />
      </Field>
      <Field id={id("closes")} label="Closes">
        <input
          id={id("closes")}
          name={id("closes")}
          type="time"
          defaultValue={values[id("closes")]}
          className="field"
        />
      </Field>
      <Field id={id("note")} label="Note (shown beside it)">
        <input id={id("note")} name={id("note")} maxLength={60} defaultValue={values[id("note")]} className="field" />
      </Field>
      {fresh ? null : (
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name={id("remove")} className="size-5 accent-accent" />
          Remove
        </label>
      )}
    </fieldset>
  );
}
