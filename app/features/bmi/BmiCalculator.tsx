import { type FormEvent, useId, useState } from "react";
import { type BmiResult, calculateBmi, parseMeasurement } from "./bmi.ts";

type Outcome = { kind: "idle" } | { kind: "result"; result: BmiResult } | { kind: "invalid" };

export const invalidInputMessage = "Please enter a valid weight and height";

/** Weight and height in, BMI and category out; invalid input gets an inline alert instead of a number. */
export function BmiCalculator() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const id = useId();

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = calculateBmi(
      parseMeasurement(String(form.get("weight") ?? "")),
      parseMeasurement(String(form.get("height") ?? "")),
    );
    setOutcome(result ? { kind: "result", result } : { kind: "invalid" });
  }

  const invalid = outcome.kind === "invalid";
  return (
    <form onSubmit={calculate} noValidate className="space-y-5" aria-label="BMI calculator">
      <div className="grid gap-4 sm:grid-cols-2">
        <MeasureField label="Weight (kg)" name="weight" example="72" invalid={invalid} errorId={`${id}-error`} />
        <MeasureField label="Height (cm)" name="height" example="178" invalid={invalid} errorId={`${id}-error`} />
      </div>
      <button type="submit" className="button-primary">
        Calculate
      </button>
      <div aria-live="polite" className="min-h-20">
        {outcome.kind === "result" ? (
          <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="text-sm uppercase tracking-[0.2em] text-muted">Your BMI</span>
            <output className="font-display text-5xl font-semibold text-paper">{outcome.result.bmi.toFixed(1)}</output>
            <span className="font-display text-2xl uppercase tracking-wide text-accent">{outcome.result.category}</span>
          </p>
        ) : null}
        {invalid ? (
          <p id={`${id}-error`} role="alert" className="font-medium text-accent">
            {invalidInputMessage}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** One number of the calculator: typed freely (decimal keyboard on phones), checked on submit. */
function MeasureField({
  label,
  name,
  example,
  invalid,
  errorId,
}: {
  label: string;
  name: string;
  example: string;
  invalid: boolean;
  errorId: string;
}) {
  return (
    <label className="block space-y-2">
      <span className="text-sm font-medium">{label}</span>
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={`e.g. ${example}`}
        className="field"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </label>
  );
}
