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
        <label className="block space-y-2">
          <span className="text-sm font-medium">Weight (kg)</span>
          <input
            name="weight"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 72"
            className="field"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
        </label>
        <label className="block space-y-2">
          <span className="text-sm font-medium">Height (cm)</span>
          <input
            name="height"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 178"
            className="field"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
        </label>
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
