import { AuthField } from "#app/features/accounts/AuthField.tsx";
import { DetailsFields } from "#app/features/accounts/DetailsFields.tsx";
import { AUTH_LIMITS } from "#app/features/accounts/limits.ts";

export interface DeskChoice {
  id: string;
  label: string;
}

/**
 * Who the new member is and what they buy: the walk-in's form and the lead's share these
 * fields (registration-form.server.ts reads them). `typed`: what was sent last time.
 */
export function RegistrationFields({
  idPrefix,
  typed,
  products,
  methods,
  checkIn,
}: {
  idPrefix: string;
  typed?: Record<string, string> | undefined;
  products: readonly DeskChoice[];
  methods: readonly DeskChoice[];
  /** Offer to check them in at once: check-in for the session is open. */
  checkIn?: boolean;
}) {
  const chosen = typed?.productId ?? products[0]?.id ?? "";
  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-3">
        <DetailsFields idPrefix={idPrefix} values={typed} emergencyContact={false} />
        <AuthField
          id={`${idPrefix}-email`}
          label="E-mail"
          name="email"
          type="email"
          required
          maxLength={AUTH_LIMITS.emailMax}
          autoComplete="off"
          defaultValue={typed?.email}
          hint="Their invitation to choose a password goes here."
          hintId={`${idPrefix}-email-hint`}
        />
      </div>
      <SaleFields
        idPrefix={idPrefix}
        products={[...products, { id: "", label: "Nothing today" }]}
        chosen={chosen}
        method={typed?.method}
        methods={methods}
      />
      {checkIn ? <CheckInBox id={`${idPrefix}-check-in`} checked={typed?.checkIn === "on"} /> : null}
    </div>
  );
}

/** "They are here": book and check in at once, for someone at the door. */
export function CheckInBox({ id, checked = false }: { id: string; checked?: boolean }) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" name="checkIn" defaultChecked={checked} className="size-5 accent-accent" />
      They&apos;re here: check them in now
    </label>
  );
}

/** What they buy (one of `products`) and how they pay: the walk-in's, the lead's and the desk's sell-and-book forms. */
export function SaleFields({
  idPrefix,
  products,
  chosen,
  method,
  methods,
}: {
  idPrefix: string;
  products: readonly DeskChoice[];
  chosen: string;
  method?: string | undefined;
  methods: readonly DeskChoice[];
}) {
  return (
    <div className="grid gap-5 md:grid-cols-[1fr_14rem]">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">What they buy</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {products.map((product) => (
            <label
              key={product.id || "none"}
              className="flex min-h-11 items-center gap-3 rounded-md border border-white/15 px-3 has-checked:border-accent"
            >
              <input
                type="radio"
                name="productId"
                value={product.id}
                defaultChecked={product.id === chosen}
                required
                className="size-5 accent-accent"
              />
              {product.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${idPrefix}-method`} className="text-sm font-medium">
          Paid by
        </label>
        <select id={`${idPrefix}-method`} name="method" defaultValue={method ?? methods[0]?.id} className="field">
          {methods.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
