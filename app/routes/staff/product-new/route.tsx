import { Link, useNavigation } from "react-router";
import { ProductEditor } from "#app/features/products/ProductEditor.tsx";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { loadNewProduct, productEditorAction } from "#app/features/products/product-forms.server.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadNewProduct(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return productEditorAction(request, null, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("New product");

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="New product">
        <p>
          A membership, a class pack, a drop-in or an intro offer. Once saved it is on the pricing page, at the desk and
          for sale online within seconds.{" "}
          <Link to="/staff/products" className="link">
            Back to the products
          </Link>
        </p>
      </ConsoleHeading>
      <ProductEditor
        values={{ kind: "membership", joiningFee: "0" }}
        currency={loaderData.currency}
        limits={loaderData.limits}
        answer={actionData as ShopAnswer | undefined}
        sending={sending}
        canChange={loaderData.canChange}
      />
    </>
  );
}
