import { Link, useNavigation } from "react-router";
import { OfferEditor } from "#app/features/offers/OfferEditor.tsx";
import { loadNewOffer, offerEditorAction } from "#app/features/offers/offer-forms.server.ts";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadNewOffer(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return offerEditorAction(request, null, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("New offer");

export default function NewOffer({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="New offer">
        <p>
          A promo code members give at the desk or when they buy online. Once saved it can be used within seconds.{" "}
          <Link to="/staff/offers" className="link">
            Back to the offers
          </Link>
        </p>
      </ConsoleHeading>
      <OfferEditor
        values={{ discountKind: "percent", appliesTo: "all" }}
        currency={loaderData.currency}
        products={loaderData.products}
        limits={loaderData.limits}
        answer={actionData as ShopAnswer | undefined}
        sending={sending}
        canChange={loaderData.canChange}
      />
    </>
  );
}
