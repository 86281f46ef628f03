import { Form } from "react-router";

const label = "block text-sm font-semibold";

/**
 * Closing the day: the float the drawer began with and the cash counted in it now; the
 * server works out what it should hold and keeps the difference. A plain post.
 */
export function CloseDayForm({
  date,
  cashNet,
  currency,
  digits,
  typed,
}: {
  date: string;
  cashNet: string;
  currency: string;
  digits: number;
  typed: { float: string; countedCash: string; note: string } | undefined;
}) {
  const amount = digits > 0 ? `0.${"0".repeat(digits)}` : "0";
  return (
    <section
      aria-labelledby="close-title"
      className="max-w-xl rounded-card border border-white/8 bg-surface p-5 sm:p-6"
    >
      <h3 id="close-title" className="font-display text-xl font-semibold uppercase tracking-tight">
        Close the day
      </h3>
      <p className="mt-2 text-muted">
        The drawer should hold the float plus {cashNet} taken in cash today. Once closed, the day's figures are final.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="close-day" />
        <input type="hidden" name="date" value={date} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="cash-up-float" className={label}>
              Float ({currency})
            </label>
            <input
              id="cash-up-float"
              name="float"
              inputMode="decimal"
              required
              autoComplete="off"
              placeholder={amount}
              defaultValue={typed?.float}
              aria-describedby="float-help"
              className="field mt-1 w-full"
            />
            <p id="float-help" className="mt-1 text-sm text-muted">
              What the drawer began the day with.
            </p>
          </div>
          <div>
            <label htmlFor="cash-up-counted" className={label}>
              Cash counted ({currency})
            </label>
            <input
              id="cash-up-counted"
              name="countedCash"
              inputMode="decimal"
              required
              autoComplete="off"
              placeholder={amount}
              defaultValue={typed?.countedCash}
              aria-describedby="counted-help"
              className="field mt-1 w-full"
            />
            <p id="counted-help" className="mt-1 text-sm text-muted">
              Everything in the drawer now, float included.
            </p>
          </div>
        </div>
        <div>
          <label htmlFor="cash-up-note" className={label}>
            Note (optional)
          </label>
          <textarea id="cash-up-note" name="note" rows={2} defaultValue={typed?.note} className="field mt-1 w-full" />
        </div>
        <button type="submit" className="button-primary">
          Close the day
        </button>
      </Form>
    </section>
  );
}
