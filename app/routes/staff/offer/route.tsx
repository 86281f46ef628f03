import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Link, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { OfferEditor } from "#app/features/offers/OfferEditor.tsx";
import { loadOfferEditor, offerEditorAction } from "#app/features/offers/offer-forms.server.ts";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadOfferEditor(request, params.offerId, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return offerEditorAction(request, params.offerId, await getServices());
}

/** A refused save (someone saved meanwhile) reads the offer again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => staffPageMeta(loaderData ? loaderData.offer.code : "Offer");

export default function EditOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, values, currency, products, limits, saved, canChange } = loaderData;
  const answer = actionData as ShopAnswer | undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title={offer.code}>
        <p>
          {offer.terms}. {offer.retired ? "Retired: it can no longer be used." : offer.live ? "Live." : "Not live now."}{" "}
          <Link to="/staff/offers" className="link">
            Back to the offers
          </Link>
        </p>
      </ConsoleHeading>
      {saved && !answer ? (
        <div className="mb-6">
          <OutcomeMessage outcome={{ tone: "success", message: saved }} />
        </div>
      ) : null}
      {/* A new version read from the server is a new form: its fields start from what was saved. */}
      <OfferEditor
        key={answer?.tone === "error" ? "kept" : offer.version}
        values={values}
        version={offer.version}
        currency={currency}
        products={products}
        limits={limits}
        answer={answer}
        sending={sending}
        canChange={canChange}
      />
    </>
  );
}
