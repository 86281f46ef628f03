import type { ReactNode } from "react";

/** One labelled field of a timetable form; its value kept from the last post when given. */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A select of the given options. */
export function Choice({
  id,
  name,
  options,
  value,
  empty,
  required = true,
}: {
  id: string;
  name: string;
  options: { value: string; label: string }[];
  value?: string | undefined;
  /** A first option meaning "none", when none is allowed. */
  empty?: string;
  required?: boolean;
}) {
  return (
    <select id={id} name={name} defaultValue={value ?? ""} required={required} className="field">
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
