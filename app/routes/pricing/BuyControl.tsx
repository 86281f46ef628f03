import { Link } from "react-router";
import { useSiteDetails } from "#app/components/layout/site-details.tsx";
import { buyingCopy } from "#app/content/buying.ts";
import type { PricingData } from "./pricing.server.ts";

/**
 * A product's way to buy: online with Stripe (a real form post to Checkout, so it works
 * before and without JavaScript; a visitor signs in first), or, without Stripe, where to
 * buy it instead: never a button that cannot work.
 */
export function BuyControl({
  page,
  productId,
  name,
  featured = false,
}: {
  page: Pick<PricingData, "online" | "signedIn" | "signInHref" | "offer">;
  productId: string;
  name: string;
  featured?: boolean;
}) {
  const { phone, phoneHref } = useSiteDetails();
  const style = `${featured ? "button-primary" : "button-outline"} mt-8 w-full`;
  const withOffer = page.offer?.valid ? page.offer.prices[productId] : undefined;
  const offerLine =
    withOffer && page.offer ? (
      <p className="mt-6 rounded-card border border-accent/40 px-4 py-3 text-sm">
        With {page.offer.code}: <strong className="font-semibold">{withOffer}</strong>
        {page.online ? "" : ". Give the code at the desk."}
      </p>
    ) : null;
  if (!page.online) {
    // A button like the online one, to the desk's phone and hours below; the phone is one tap away here too.
    return (
      <>
        {offerLine}
        <div className="mt-8 space-y-3 text-center">
          <a href="#front-desk" className={`${style} mt-0`} aria-label={`${buyingCopy.frontDesk}: ${name}`}>
            {buyingCopy.frontDesk}
          </a>
          <p className="text-sm text-muted">
            {buyingCopy.orCall}{" "}
            <a href={phoneHref} className="link inline-flex min-h-11 items-center text-paper">
              {phone}
            </a>
          </p>
        </div>
      </>
    );
  }
  if (!page.signedIn) {
    return (
      <>
        {offerLine}
        <Link to={page.signInHref} className={style} aria-label={`${buyingCopy.signInToBuy}: ${name}`}>
          {buyingCopy.signInToBuy}
        </Link>
      </>
    );
  }
  return (
    // A document post: the answer is a redirect to Stripe's own page.
    <form method="post" className="mt-8">
      {offerLine}
      <input type="hidden" name="productId" value={productId} />
      {withOffer && page.offer ? <input type="hidden" name="code" value={page.offer.code} /> : null}
      <button type="submit" className={`${style} mt-0`} aria-label={`${buyingCopy.online}: ${name}`}>
        {buyingCopy.online}
      </button>
    </form>
  );
}
