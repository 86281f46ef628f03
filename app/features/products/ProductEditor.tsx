import { Form } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { Field } from "#app/features/timetable/Choice.tsx";
import type { ShopAnswer } from "./product-answer.ts";
import type { PRODUCT_LIMITS } from "./product-fields.ts";

const kinds = [
  { value: "membership", label: "Membership", hint: "monthly, with a weekly limit or unlimited" },
  { value: "pack", label: "Class pack", hint: "several classes, valid for some days" },
  { value: "drop-in", label: "Drop-in", hint: "one class" },
  { value: "intro", label: "Intro offer", hint: "classes a person may buy once" },
] as const;

/**
 * The product editor of /staff/products: name, description, price, and what the product is
 * (a membership's weekly limit and joining fee, or a pack's classes and how long they stay
 * valid), and whether the pricing page marks it "Most popular". A new product chooses its
 * kind, which then stays. A plain form post: it works without JavaScript.
 */
export function ProductEditor({
  values,
  version,
  kind,
  currency,
  limits,
  answer,
  sending,
  canChange,
}: {
  values: Record<string, string>;
  /** The version the form was read at; none for a new product. */
  version?: number;
  /** The product's kind; none for a new product (the form asks). */
  kind?: string;
  currency: string;
  limits: typeof PRODUCT_LIMITS;
  answer: ShopAnswer | undefined;
  sending: boolean;
  canChange: boolean;
}) {
  const shown = answer?.values ?? values;
  const membership = kind === undefined || kind === "membership";
  const credits = kind === undefined || kind !== "membership";
  const chosen = shown.kind || "membership";
  return (
    <section aria-labelledby="editor-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
      <h2 id="editor-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
        The product
      </h2>
      <div className="mt-4">
        <OutcomeMessage outcome={answer ? { tone: answer.tone, message: answer.message } : undefined} />
      </div>
      {canChange ? null : (
        <p className="mt-4 text-muted">Only an owner of the gym changes products: you can look at them here.</p>
      )}
      <Form method="post" className="mt-4 grid gap-5 sm:grid-cols-2">
        <fieldset disabled={!canChange || sending} className="contents">
          {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
          {kind === undefined ? (
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium">What it is</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {kinds.map((option) => (
                  <label key={option.value} className="flex min-h-11 items-center gap-3">
                    <input
                      type="radio"
                      name="kind"
                      value={option.value}
                      defaultChecked={chosen === option.value}
                      className="size-5 accent-accent"
                    />
                    <span>
                      {option.label} <span className="text-sm text-muted">({option.hint})</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <Field id="product-name" label="Name">
            <input
              id="product-name"
              name="name"
              required
              maxLength={limits.nameMax}
              defaultValue={shown.name}
              className="field"
            />
          </Field>
          <Field
            id="product-price"
            label={`Price (${currency})`}
            hint={
              kind === undefined
                ? "A membership's price is for a month."
                : `${kind === "membership" ? "For a month. " : ""}New sales are at the new price; members keep what they bought.`
            }
          >
            <input
              id="product-price"
              name="price"
              required
              inputMode="decimal"
              defaultValue={shown.price}
              aria-describedby="product-price-hint"
              className="field"
            />
          </Field>
          <div className="sm:col-span-2">
            <Field
              id="product-description"
              label="Description"
              hint="What else it includes, said on the pricing page. May be empty."
            >
              <textarea
                id="product-description"
                name="description"
                rows={2}
                maxLength={limits.descriptionMax}
                defaultValue={shown.description}
                aria-describedby="product-description-hint"
                className="field"
              />
            </Field>
          </div>
          {membership ? (
            <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
              {credits ? <legend className="mb-2 text-sm text-muted">For a membership</legend> : null}
              <Field
                id="product-weekly"
                label="Classes a week"
                hint="Monday to Sunday. Empty: unlimited. A new limit applies to sales from now on."
              >
                <input
                  id="product-weekly"
                  name="classesPerWeek"
                  inputMode="numeric"
                  defaultValue={shown.classesPerWeek}
                  aria-describedby="product-weekly-hint"
                  className="field"
                />
              </Field>
              <Field
                id="product-joining"
                label={`Joining fee (${currency})`}
                hint="Charged with the first month. 0: none."
              >
                <input
                  id="product-joining"
                  name="joiningFee"
                  inputMode="decimal"
                  defaultValue={shown.joiningFee}
                  aria-describedby="product-joining-hint"
                  className="field"
                />
              </Field>
            </fieldset>
          ) : null}
          {credits ? (
            <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
              {membership ? (
                <legend className="mb-2 text-sm text-muted">For a class pack, a drop-in or an intro offer</legend>
              ) : null}
              <Field id="product-credits" label="Classes">
                <input
                  id="product-credits"
                  name="credits"
                  inputMode="numeric"
                  defaultValue={shown.credits}
                  className="field"
                />
              </Field>
              <Field id="product-valid" label="Valid for (days)" hint="From the day it is bought.">
                <input
                  id="product-valid"
                  name="validDays"
                  inputMode="numeric"
                  defaultValue={shown.validDays}
                  aria-describedby="product-valid-hint"
                  className="field"
                />
              </Field>
            </fieldset>
          ) : null}
          <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              name="mostPopular"
              defaultChecked={shown.mostPopular === "on"}
              className="size-5 accent-accent"
            />
            <span>
              Most popular <span className="text-sm text-muted">(the pricing page marks it; only one product is)</span>
            </span>
          </label>
          {canChange ? (
            <div className="sm:col-span-2">
              <button type="submit" name="intent" value="save-product" className="button-primary">
                Save the product
              </button>
            </div>
          ) : null}
        </fieldset>
      </Form>
    </section>
  );
}
