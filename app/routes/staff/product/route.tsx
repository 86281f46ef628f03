import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Link, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { ProductEditor } from "#app/features/products/ProductEditor.tsx";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { loadProductEditor, productEditorAction } from "#app/features/products/product-forms.server.ts";
import { SubscriptionMoves } from "#app/features/products/SubscriptionMoves.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductEditor(request, params.productId, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return productEditorAction(request, params.productId, await getServices());
}

/** A refused save (someone saved meanwhile) reads the product again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => staffPageMeta(loaderData ? loaderData.product.name : "Product");

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, values, currency, limits, saved, canChange, subscriptions } = loaderData;
  const posted = actionData as ShopAnswer | undefined;
  // The editor's answer and the move's are shown each beside its own form.
  const answer = posted?.subject === "move" ? undefined : posted;
  const moved = posted?.subject === "move" ? posted : undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title={product.name}>
        <p>
          {product.kind}, {product.price}: {product.terms}.{" "}
          {product.forSale ? "For sale." : "No longer sold (retired)."}{" "}
          <Link to="/staff/products" className="link">
            Back to the products
          </Link>
        </p>
        {product.onlineMembers > 0 && !subscriptions.paymentsOnline ? (
          <p className="mt-2">
            {product.onlineMembers === 1 ? "1 member pays" : `${product.onlineMembers} members pay`} for it online:
            Stripe keeps billing them the price they signed up at. A new price is for new sales only.
          </p>
        ) : null}
      </ConsoleHeading>
      {subscriptions.paymentsOnline ? (
        <SubscriptionMoves
          onlineMembers={product.onlineMembers}
          onOldPrice={subscriptions.onOldPrice}
          price={product.price}
          version={product.version}
          confirming={subscriptions.confirming}
          canChange={canChange}
          answer={moved}
          sending={sending}
        />
      ) : null}
      {saved && !answer ? (
        <div className="mb-6">
          <OutcomeMessage outcome={{ tone: "success", message: saved }} />
        </div>
      ) : null}
      {/* A new version read from the server is a new form: its fields start from what was saved. */}
      <ProductEditor
        key={answer?.tone === "error" ? "kept" : product.version}
        values={values}
        version={product.version}
        kind={product.kindCode}
        currency={currency}
        limits={limits}
        answer={answer}
        sending={sending}
        canChange={canChange}
      />
    </>
  );
}
