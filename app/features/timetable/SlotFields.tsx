import { type Weekday, weekdayName, weekdays } from "#app/content/weekdays.ts";
import { Choice, Field } from "./Choice.tsx";
import { TIMETABLE_LIMITS } from "./timetable-limits.ts";

export interface SlotValues {
  classSlug?: string;
  weekday?: Weekday | string;
  start?: string;
  end?: string;
  trainerId?: string;
  capacity?: string;
  featured?: boolean;
  effectiveFrom?: string;
}

/**
 * The fields of a weekly slot: class (when adding), day, times, trainer, places, whether the
 * home page features it, and the date it applies from. `prefix` keeps ids apart when a page
 * has two such forms.
 */
export function SlotFields({
  prefix,
  values,
  classes,
  trainers,
  withClass,
  today,
  latest,
}: {
  prefix: string;
  values: SlotValues;
  classes: { value: string; label: string }[];
  trainers: { value: string; label: string }[];
  withClass: boolean;
  today: string;
  /** The last date it may apply from (planning-horizon.server.ts). */
  latest: string;
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {withClass ? (
        <Field id={id("class")} label="Class">
          <Choice id={id("class")} name="classSlug" options={classes} value={values.classSlug} empty="Choose a class" />
        </Field>
      ) : null}
      <Field id={id("weekday")} label="Day">
        <Choice
          id={id("weekday")}
          name="weekday"
          options={weekdays.map((day) => ({ value: day, label: weekdayName(day) }))}
          value={values.weekday}
        />
      </Field>
      <Field id={id("start")} label="Starts">
        <input id={id("start")} name="start" type="time" required defaultValue={values.start} className="field" />
      </Field>
      <Field id={id("end")} label="Ends">
        <input id={id("end")} name="end" type="time" required defaultValue={values.end} className="field" />
      </Field>
      <Field id={id("trainer")} label="Trainer">
        {withClass ? (
          <Choice
            id={id("trainer")}
            name="trainerId"
            options={trainers}
            value={values.trainerId}
            empty="The class's usual trainer"
            required={false}
          />
        ) : (
          <Choice id={id("trainer")} name="trainerId" options={trainers} value={values.trainerId} />
        )}
      </Field>
      <Field
        id={id("capacity")}
        label="Places"
        {...(withClass ? { hint: "Leave empty for the class's usual places." } : {})}
      >
        <input
          id={id("capacity")}
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={TIMETABLE_LIMITS.capacityMax}
          required={!withClass}
          defaultValue={values.capacity}
          {...(withClass ? { "aria-describedby": `${id("capacity")}-hint` } : {})}
          className="field"
        />
      </Field>
      <Field id={id("from")} label="Applies from" hint="Sessions before this date stay as they were.">
        <input
          id={id("from")}
          name="effectiveFrom"
          type="date"
          min={today}
          max={latest}
          required
          defaultValue={values.effectiveFrom ?? today}
          aria-describedby={`${id("from")}-hint`}
          className="field"
        />
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-3">
        <input
          id={id("featured")}
          name="featured"
          type="checkbox"
          defaultChecked={values.featured ?? false}
          className="size-5 accent-accent"
        />
        <label htmlFor={id("featured")} className="text-sm">
          One of the home page's featured classes
        </label>
      </div>
    </div>
  );
}
