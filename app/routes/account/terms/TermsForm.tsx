import { Form } from "react-router";
import type { HealthQuestion } from "#app/content/terms.ts";
import { answerFieldName } from "#app/features/attendance/terms-answers.ts";

interface TermsFormProps {
  version: string;
  title: string;
  questions: readonly HealthQuestion[];
  errors: Record<string, string>;
}

/** The health questions (yes or no, each required) and the agreement's tick box: a real form, no script needed. */
export function TermsForm({ version, title, questions, errors }: TermsFormProps) {
  return (
    <Form method="post" className="space-y-8" noValidate={false}>
      <input type="hidden" name="version" value={version} />
      <section aria-labelledby="health-title" className="space-y-6">
        <h2 id="health-title" className="font-display text-3xl font-semibold uppercase tracking-tight">
          Health questions
        </h2>
        <ol className="space-y-5">
          {questions.map((question, index) => {
            const name = answerFieldName(question.id);
            const error = errors[name];
            return (
              <li key={question.id}>
                <fieldset
                  className="rounded-card border border-white/8 bg-surface p-5"
                  aria-describedby={error ? `${name}-error` : undefined}
                >
                  <legend className="float-left mb-3 w-full font-medium">
                    {index + 1}. {question.text}
                  </legend>
                  <div className="clear-both flex gap-6">
                    {(["yes", "no"] as const).map((value) => (
                      <label key={value} className="flex min-h-11 items-center gap-2">
                        <input type="radio" name={name} value={value} required className="size-5 accent-accent" />
                        {value === "yes" ? "Yes" : "No"}
                      </label>
                    ))}
                  </div>
                  {error ? (
                    <p id={`${name}-error`} className="mt-2 text-sm text-red-300">
                      {error}
                    </p>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
      </section>
      <div className="space-y-2">
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="accept"
            required
            className="mt-1 size-5 accent-accent"
            aria-describedby={errors.accept ? "accept-error" : undefined}
          />
          <span>I have read and accept the {title.toLowerCase()}, and my answers are true.</span>
        </label>
        {errors.accept ? (
          <p id="accept-error" className="text-sm text-red-300">
            {errors.accept}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button-primary">
        Accept and continue
      </button>
    </Form>
  );
}
