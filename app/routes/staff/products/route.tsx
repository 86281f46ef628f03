import { Form, Link, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { loadProductList, productListAction } from "#app/features/products/product-forms.server.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadProductList(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return productListAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Products");

type Listed = Route.ComponentProps["loaderData"]["forSale"][number];

/** One small form per button: the product, the version it was read at, and what to do. */
function ProductButton({
  product,
  intent,
  position,
  label,
  name,
  disabled,
}: {
  product: Listed;
  intent: string;
  position?: number;
  label: string;
  name: string;
  disabled: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="version" value={product.version} />
      {position !== undefined ? <input type="hidden" name="position" value={position} /> : null}
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={`${label}: ${name}`}
        disabled={disabled}
        className="button-outline min-h-11 px-4 py-2 text-xs"
      >
        {label}
      </button>
    </Form>
  );
}

function ProductRow({ product, children }: { product: Listed; children?: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link to={`/staff/products/${product.id}`} className="link font-semibold">
            {product.name}
          </Link>
          {product.mostPopular ? (
            <span className="rounded-full border border-accent/70 px-3 py-0.5 text-xs text-accent">Most popular</span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-muted">
          {product.kind} · {product.price} · {product.terms}
          {product.onlineMembers > 0 ? ` · ${product.onlineMembers} paying online` : ""}
          {product.onOldPrice > 0 ? ` (${product.onOldPrice} at an older price)` : ""}
        </p>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </li>
  );
}

export default function StaffProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { forSale, retired, canChange, online } = loaderData;
  const answer = actionData as ShopAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="Products">
        <p>
          What the gym sells, in the pricing page's order: memberships, class packs, drop-ins and intro offers. Every
          server shows a change within a few seconds. A new price is for new sales: members keep what they bought, and a
          desk membership's next month is sold at the new price
          {online ? "; members paying online keep the price they signed up at" : ""}.
        </p>
      </ConsoleHeading>
      <div className="mb-6 space-y-4">
        <OutcomeMessage outcome={answer ? { tone: answer.tone, message: answer.message } : undefined} />
        {canChange ? (
          <p>
            <Link to="/staff/products/new" className="button-primary">
              Add a product
            </Link>
          </p>
        ) : (
          <p className="text-muted">Only an owner of the gym changes products: you can look at them here.</p>
        )}
      </div>
      <section aria-labelledby="for-sale-title">
        <h2 id="for-sale-title" className="mb-3 font-display text-2xl font-semibold uppercase tracking-tight">
          For sale
        </h2>
        {forSale.length === 0 ? (
          <p className="text-muted">Nothing is for sale.</p>
        ) : (
          <ol aria-label="For sale" className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
            {forSale.map((product, index) => (
              <ProductRow key={product.id} product={product}>
                {canChange ? (
                  <>
                    <ProductButton
                      product={product}
                      intent="move-product"
                      position={forSale[index - 1]?.position}
                      label="Move up"
                      name={product.name}
                      disabled={busy || index === 0}
                    />
                    <ProductButton
                      product={product}
                      intent="move-product"
                      position={forSale[index + 1]?.position}
                      label="Move down"
                      name={product.name}
                      disabled={busy || index === forSale.length - 1}
                    />
                    <ProductButton
                      product={product}
                      intent="retire-product"
                      label="Retire"
                      name={product.name}
                      disabled={busy}
                    />
                  </>
                ) : null}
              </ProductRow>
            ))}
          </ol>
        )}
      </section>
      {retired.length > 0 ? (
        <section aria-labelledby="retired-title" className="mt-10">
          <h2 id="retired-title" className="mb-3 font-display text-2xl font-semibold uppercase tracking-tight">
            No longer sold
          </h2>
          <ul
            aria-label="No longer sold"
            className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface"
          >
            {retired.map((product) => (
              <ProductRow key={product.id} product={product}>
                {canChange ? (
                  <ProductButton
                    product={product}
                    intent="restore-product"
                    label="Sell again"
                    name={product.name}
                    disabled={busy}
                  />
                ) : null}
              </ProductRow>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
