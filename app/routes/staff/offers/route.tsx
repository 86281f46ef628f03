import { Form, Link, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { loadOfferList, offerListAction } from "#app/features/offers/offer-forms.server.ts";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadOfferList(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return offerListAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Offers");

type Listed = Route.ComponentProps["loaderData"]["offers"][number];

function OfferRow({
  offer,
  action,
  busy,
}: {
  offer: Listed;
  action: { intent: string; label: string } | null;
  busy: boolean;
}) {
  return (
    <li className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link to={`/staff/offers/${offer.id}`} className="link font-semibold">
            {offer.code}
          </Link>
          <span className="text-muted">{offer.title}</span>
          {offer.live ? (
            <span className="rounded-full border border-accent/70 px-3 py-0.5 text-xs text-accent">Live</span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-muted">{offer.terms}</p>
      </div>
      {action ? (
        <Form method="post">
          <input type="hidden" name="offerId" value={offer.id} />
          <input type="hidden" name="version" value={offer.version} />
          <button
            type="submit"
            name="intent"
            value={action.intent}
            aria-label={`${action.label}: ${offer.code}`}
            disabled={busy}
            className="button-outline min-h-11 px-4 py-2 text-xs"
          >
            {action.label}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

export default function StaffOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, retired, canChange } = loaderData;
  const answer = actionData as ShopAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const list = "divide-y divide-white/10 rounded-card border border-white/8 bg-surface";
  return (
    <>
      <ConsoleHeading title="Offers">
        <p>
          Promo codes: a percentage or an amount off, for some products, for a number of uses, once per member, between
          two days. Members give them at the desk or when they buy online; the sale and its invoice say what they took
          off.
        </p>
      </ConsoleHeading>
      <div className="mb-6 space-y-4">
        <OutcomeMessage outcome={answer ? { tone: answer.tone, message: answer.message } : undefined} />
        {canChange ? (
          <p>
            <Link to="/staff/offers/new" className="button-primary">
              Add an offer
            </Link>
          </p>
        ) : (
          <p className="text-muted">Only an owner of the gym changes offers: you can look at them here.</p>
        )}
      </div>
      <section aria-labelledby="offers-title">
        <h2 id="offers-title" className="mb-3 font-display text-2xl font-semibold uppercase tracking-tight">
          Offers
        </h2>
        {offers.length === 0 ? (
          <p className="text-muted">No offers: the banners are not shown.</p>
        ) : (
          <ul aria-label="Offers" className={list}>
            {offers.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                action={canChange ? { intent: "retire-offer", label: "Retire" } : null}
                busy={busy}
              />
            ))}
          </ul>
        )}
      </section>
      {retired.length > 0 ? (
        <section aria-labelledby="retired-offers-title" className="mt-10">
          <h2 id="retired-offers-title" className="mb-3 font-display text-2xl font-semibold uppercase tracking-tight">
            Retired
          </h2>
          <ul aria-label="Retired" className={list}>
            {retired.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                action={canChange ? { intent: "restore-offer", label: "Offer again" } : null}
                busy={busy}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
