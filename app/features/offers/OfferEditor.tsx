import { Form } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { Field } from "#app/features/timetable/Choice.tsx";
import type { OFFER_LIMITS } from "./offer-fields.ts";

const appliesChoices = [
  { value: "all", label: "Every product" },
  { value: "memberships", label: "Memberships" },
  { value: "passes", label: "Class passes" },
  { value: "products", label: "The products ticked below" },
] as const;

const radio = "flex min-h-11 items-center gap-3";

/**
 * The promo code editor of /staff/offers (decision 0212): the code members type, the
 * banner's words, percent or amount off, which products, how many uses, once per member,
 * from and until which day, and whether the banners promote it. A plain form post: it
 * works without JavaScript.
 */
export function OfferEditor({
  values,
  version,
  currency,
  products,
  limits,
  answer,
  sending,
  canChange,
}: {
  values: Record<string, string>;
  /** The version the form was read at; none for a new offer. */
  version?: number;
  currency: string;
  products: { id: string; name: string }[];
  limits: typeof OFFER_LIMITS;
  answer: ShopAnswer | undefined;
  sending: boolean;
  canChange: boolean;
}) {
  const shown = answer?.values ?? values;
  const chosen = new Set((shown.productIds ?? "").split(",").filter(Boolean));
  const hinted = (id: string) => ({ "aria-describedby": `${id}-hint` });
  return (
    <section aria-labelledby="offer-editor-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
      <h2 id="offer-editor-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
        The offer
      </h2>
      <div className="mt-4">
        <OutcomeMessage outcome={answer ? { tone: answer.tone, message: answer.message } : undefined} />
      </div>
      {canChange ? null : (
        <p className="mt-4 text-muted">Only an owner of the gym changes offers: you can look at them here.</p>
      )}
      <Form method="post" className="mt-4 grid gap-5 sm:grid-cols-2">
        <fieldset disabled={!canChange || sending} className="contents">
          {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
          <Field id="offer-code" label="Code" hint="What members type, like FIRST34: letters, digits and hyphens.">
            <input
              id="offer-code"
              name="code"
              required
              maxLength={limits.codeMax}
              autoComplete="off"
              spellCheck={false}
              defaultValue={shown.code}
              className="field uppercase"
              {...hinted("offer-code")}
            />
          </Field>
          <Field id="offer-title" label="Title" hint="The banner's words beside the discount, like Flat Discount.">
            <input
              id="offer-title"
              name="title"
              required
              maxLength={limits.titleMax}
              defaultValue={shown.title}
              className="field"
              {...hinted("offer-title")}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field
              id="offer-description"
              label="Description"
              hint="What the offer is, said on the banners and /pricing."
            >
              <textarea
                id="offer-description"
                name="description"
                required
                rows={2}
                maxLength={limits.descriptionMax}
                defaultValue={shown.description}
                className="field"
                {...hinted("offer-description")}
              />
            </Field>
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">Discount</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-2">
                <label className={radio}>
                  <input
                    type="radio"
                    name="discountKind"
                    value="percent"
                    defaultChecked={shown.discountKind !== "amount"}
                    className="size-5 accent-accent"
                  />
                  Percent off
                </label>
                <label htmlFor="offer-percent" className="text-sm text-muted">
                  Percent (1 to 100)
                </label>
                <input
                  id="offer-percent"
                  name="percentOff"
                  inputMode="numeric"
                  defaultValue={shown.percentOff}
                  className="field"
                />
              </div>
              <div className="flex flex-col gap-2">
                <label className={radio}>
                  <input
                    type="radio"
                    name="discountKind"
                    value="amount"
                    defaultChecked={shown.discountKind === "amount"}
                    className="size-5 accent-accent"
                  />
                  Amount off
                </label>
                <label htmlFor="offer-amount" className="text-sm text-muted">
                  Amount ({currency}, tax included)
                </label>
                <input
                  id="offer-amount"
                  name="amountOff"
                  inputMode="decimal"
                  defaultValue={shown.amountOff}
                  className="field"
                />
              </div>
            </div>
          </fieldset>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">For which products</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {appliesChoices.map((choice) => (
                <label key={choice.value} className={radio}>
                  <input
                    type="radio"
                    name="appliesTo"
                    value={choice.value}
                    defaultChecked={(shown.appliesTo || "all") === choice.value}
                    className="size-5 accent-accent"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
            <div className="mt-3 grid gap-2 border-t border-white/10 pt-3 sm:grid-cols-2">
              {products.map((product) => (
                <label key={product.id} className={radio}>
                  <input
                    type="checkbox"
                    name="productIds"
                    value={product.id}
                    defaultChecked={chosen.has(product.id)}
                    className="size-5 accent-accent"
                  />
                  {product.name}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id="offer-uses" label="Uses in all" hint="Empty: no limit.">
            <input
              id="offer-uses"
              name="maxUses"
              inputMode="numeric"
              defaultValue={shown.maxUses}
              className="field"
              {...hinted("offer-uses")}
            />
          </Field>
          <label className={`${radio} sm:self-end`}>
            <input
              type="checkbox"
              name="oncePerMember"
              defaultChecked={shown.oncePerMember === "on"}
              className="size-5 accent-accent"
            />
            Once per member
          </label>
          <Field id="offer-from" label="First day" hint="Empty: from now on.">
            <input
              id="offer-from"
              name="from"
              type="date"
              defaultValue={shown.from}
              className="field"
              {...hinted("offer-from")}
            />
          </Field>
          <Field id="offer-until" label="Last day" hint="Empty: no end. The offer ends when this day does.">
            <input
              id="offer-until"
              name="until"
              type="date"
              defaultValue={shown.until}
              className="field"
              {...hinted("offer-until")}
            />
          </Field>
          <label className={`${radio} sm:col-span-2`}>
            <input
              type="checkbox"
              name="promoted"
              defaultChecked={shown.promoted === "on"}
              className="size-5 accent-accent"
            />
            <span>
              On the banners <span className="text-sm text-muted">(the home page and the blog, while it is live)</span>
            </span>
          </label>
          {canChange ? (
            <div className="sm:col-span-2">
              <button type="submit" name="intent" value="save-offer" className="button-primary">
                Save the offer
              </button>
            </div>
          ) : null}
        </fieldset>
      </Form>
    </section>
  );
}
