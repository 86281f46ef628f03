import { Container } from "#app/components/ui/Container.tsx";
import type { PricingData } from "./pricing.server.ts";

/**
 * A promo code on the pricing page: what the offer is (or why the code cannot be used), and
 * a plain GET form to give one (it works without JavaScript; the page then shows each
 * product's price with it, and Buy carries the code).
 */
export function OfferCode({ offer }: { offer: PricingData["offer"] }) {
  return (
    <Container className="pt-12 md:pt-16">
      <section
        aria-labelledby="offer-code-title"
        className="mx-auto flex max-w-3xl flex-col gap-5 rounded-card border border-white/10 bg-surface p-6 shadow-card sm:p-8"
      >
        <h2 id="offer-code-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
          Promo code
        </h2>
        {offer ? (
          <div
            role={offer.valid ? "status" : "alert"}
            className={`rounded-card border px-5 py-4 ${offer.valid ? "border-accent/40 bg-accent/10" : "border-red-500 bg-red-600 text-white"}`}
          >
            {offer.valid ? (
              <p>
                <strong className="font-semibold">
                  {offer.code}: {offer.discount}.
                </strong>{" "}
                {offer.message}
              </p>
            ) : (
              <p>{offer.message}</p>
            )}
          </div>
        ) : null}
        <form method="get" action="/pricing#pricing" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <label htmlFor="offer-code" className="text-sm font-medium">
              Have a promo code?
            </label>
            <input
              id="offer-code"
              name="code"
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              defaultValue={offer?.code ?? ""}
              className="field uppercase"
            />
          </div>
          <button type="submit" className="button-outline">
            Apply
          </button>
          {offer ? (
            <a href="/pricing" className="link inline-flex min-h-11 items-center">
              Remove the code
            </a>
          ) : null}
        </form>
      </section>
    </Container>
  );
}
