import { currency, formatMoney } from "#app/content/products.ts";
import { currentMember } from "#app/features/accounts/member.server.ts";
import { currentProducts, type StoredProduct } from "#app/features/products/current-products.server.ts";
import { apiError, apiJson } from "#app/platform/http/json-api.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { creditHistory } from "./credit-history.server.ts";
import type { Granted } from "./grants.server.ts";
import { entitlementsOf } from "./member-entitlements.server.ts";

/** The JSON API of what the gym sells and what a member holds (docs/api.md). */

function productJson(product: StoredProduct) {
  const common = {
    id: product.id,
    kind: product.kind,
    name: product.name,
    description: product.description,
    price: product.price,
    currency: product.currency,
    priceLabel: formatMoney(product.price, product.currency),
    mostPopular: product.mostPopular,
  };
  return product.kind === "membership"
    ? { ...common, interval: "month", classesPerWeek: product.classesPerWeek, joiningFee: product.joiningFee }
    : { ...common, credits: product.credits, validDays: product.validDays, oncePerPerson: product.oncePerPerson };
}

/** GET /api/products: everything for sale now, in the pricing page's order, prices in minor units of `currency`. Public. */
export function listProducts(): Response {
  return apiJson({ currency, products: currentProducts().forSale.map(productJson) });
}

/** What a sale entitled the member to, as the staff API answers it. */
export function entitlementJson(granted: Granted) {
  return granted.kind === "membership"
    ? {
        kind: "membership",
        id: granted.id,
        productId: granted.productId,
        status: granted.status,
        renewsAt: granted.renewsAt,
      }
    : {
        kind: "credits",
        id: granted.id,
        productId: granted.productId,
        credits: granted.credits,
        expiresAt: granted.expiresAt,
      };
}

/** GET /api/me/entitlements: the signed-in member's membership, unexpired credits and credit history. */
export async function myEntitlements(request: Request, services: Services): Promise<Response> {
  const member = await currentMember(request, services);
  if (!member) return apiError(401, "NOT_SIGNED_IN", "Sign in to see your membership and credits.");
  const now = clock.now();
  const [held, history] = await Promise.all([
    entitlementsOf(services.database, member.id, now),
    creditHistory(services.database, member.id, now),
  ]);
  return apiJson({
    required: held.required,
    membership: held.membership
      ? {
          productId: held.membership.productId,
          name: held.membership.name,
          status: held.membership.status,
          books: held.membership.books,
          renewsAt: held.membership.renewsAt,
          online: held.membership.online,
          cancelsAt: held.membership.cancelsAt,
          graceEndsAt: held.membership.graceEndsAt,
          classesPerWeek: held.membership.classesPerWeek,
          usedThisWeek: held.membership.usedThisWeek,
        }
      : null,
    credits: held.credits.map((credit) => ({
      productId: credit.productId,
      name: credit.name,
      left: credit.left,
      total: credit.total,
      expiresAt: credit.expiresAt,
    })),
    creditsLeft: held.creditsLeft,
    history: history.map((entry) => ({
      at: entry.at,
      kind: entry.kind,
      credits: entry.credits,
      balanceAfter: entry.balanceAfter,
      description: entry.description,
      grant: entry.grant,
      grantExpiresAt: entry.grantExpiresAt,
      bookingId: entry.bookingId,
      saleId: entry.saleId,
    })),
  });
}
