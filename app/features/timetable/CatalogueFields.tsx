import { Choice, Field } from "./Choice.tsx";
import { TIMETABLE_LIMITS } from "./timetable-limits.ts";

type Option = { value: string; label: string };

/** A class's fields: title, description, picture (one the site ships), usual trainer, places per session. */
export function ClassFields({
  prefix,
  values,
  pictures,
  trainers,
}: {
  prefix: string;
  values: Partial<Record<"title" | "description" | "picture" | "trainerId" | "capacity", string>>;
  pictures: Option[];
  trainers: Option[];
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("title")} label="Title">
        <input
          id={id("title")}
          name="title"
          required
          maxLength={TIMETABLE_LIMITS.titleMax}
          defaultValue={values.title}
          className="field"
        />
      </Field>
      <Field id={id("picture")} label="Picture">
        <Choice id={id("picture")} name="picture" options={pictures} value={values.picture} empty="Choose a picture" />
      </Field>
      <div className="sm:col-span-2">
        <Field id={id("description")} label="Description, on the class card">
          <textarea
            id={id("description")}
            name="description"
            required
            rows={2}
            maxLength={TIMETABLE_LIMITS.descriptionMax}
            defaultValue={values.description}
            className="field"
          />
        </Field>
      </div>
      <Field id={id("trainer")} label="Usual trainer">
        <Choice
          id={id("trainer")}
          name="trainerId"
          options={trainers}
          value={values.trainerId}
          empty="Choose a trainer"
        />
      </Field>
      <Field id={id("capacity")} label="Places per session">
        <input
          id={id("capacity")}
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={TIMETABLE_LIMITS.capacityMax}
          required
          defaultValue={values.capacity}
          className="field"
        />
      </Field>
    </div>
  );
}

/** A trainer's fields: name, what they do, and a portrait (which puts them in the team section) or none. */
export function TrainerFields({
  prefix,
  values,
  portraits,
}: {
  prefix: string;
  values: Partial<Record<"name" | "job" | "portrait", string>>;
  /** The shipped portraits and the uploaded pictures. */
  portraits: Option[];
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={id("name")} label="Name">
        <input
          id={id("name")}
          name="name"
          required
          maxLength={TIMETABLE_LIMITS.nameMax}
          defaultValue={values.name}
          className="field"
        />
      </Field>
      <Field id={id("job")} label="What they do">
        <input
          id={id("job")}
          name="job"
          required
          maxLength={TIMETABLE_LIMITS.jobMax}
          defaultValue={values.job}
          className="field"
        />
      </Field>
      <Field id={id("portrait")} label="Portrait">
        <Choice
          id={id("portrait")}
          name="portrait"
          options={portraits}
          value={values.portrait}
          empty="None (not in the team section)"
          required={false}
        />
      </Field>
    </div>
  );
}
