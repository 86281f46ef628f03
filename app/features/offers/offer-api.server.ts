import { formatMoney } from "#app/content/products.ts";
import { syncStripeOffers } from "#app/features/payments/stripe-offers.server.ts";
import { ShopRefused } from "#app/features/products/product-errors.ts";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { versionInQuery } from "#app/platform/http/version-query.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { freshOffers } from "./current-offers.server.ts";
import { changeOffer, createOffer, type OfferEditContext, retireOffer } from "./offer-edits.server.ts";
import { offerChange, offerFields } from "./offer-fields.ts";
import { discountLabel, gymDateOf, isLive, lastDayOf, type StoredOffer } from "./offer-records.ts";
import { usesOfOffers } from "./redemptions.server.ts";

/**
 * The owner's JSON API of offers (docs/api.md, "Offers, for the owner"): every offer with
 * how often it was used, a new one, a change from the version read, and retiring one. Staff
 * and the demo staff account may read; only an owner changes (decision 0212).
 */
export function offerStaffJson(offer: StoredOffer, uses = { used: 0, held: 0 }, nowMs = clock.millis()) {
  return {
    id: offer.id,
    code: offer.code,
    title: offer.title,
    description: offer.description,
    percentOff: offer.percentOff,
    amountOff: offer.amountOff,
    currency: offer.currency,
    discountLabel: discountLabel(offer),
    amountOffLabel: offer.amountOff === null ? null : formatMoney(offer.amountOff, offer.currency),
    appliesTo: offer.appliesTo,
    productIds: offer.productIds,
    maxUses: offer.maxUses,
    oncePerMember: offer.oncePerMember,
    from: offer.startsAt === null ? null : gymDateOf(offer.startsAt),
    until: offer.endsAt === null ? null : lastDayOf(offer.endsAt),
    promoted: offer.promoted,
    live: isLive(offer, nowMs),
    uses: uses.used,
    held: uses.held,
    retiredAt: offer.retiredAt,
    version: offer.version,
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
  };
}

async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof ShopRefused) return apiError(error.status, error.code, error.message);
    throw error;
  }
}

async function owner(request: Request, services: Services): Promise<OfferEditContext> {
  const { staff, refused } = await staffForApi(request, services, { write: true, owner: true });
  if (refused) throw refused;
  return { actor: { id: staff.id, label: staff.email } };
}

/** Stripe's promotion code of a retired offer is made inactive once it is saved. */
async function saved(services: Services, offer: StoredOffer, status = 200): Promise<Response> {
  await syncStripeOffers(services);
  const uses = (await usesOfOffers(services.database, clock.now())).get(offer.id);
  return apiJson({ offer: offerStaffJson(offer, uses) }, { status });
}

/** GET /api/staff/offers: every offer, retired ones too, with its uses. */
export async function listStaffOffers(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const [catalog, uses] = await Promise.all([
    freshOffers(services.database),
    usesOfOffers(services.database, clock.now()),
  ]);
  return apiJson({ offers: catalog.all.map((offer) => offerStaffJson(offer, uses.get(offer.id))) });
}

/** GET /api/staff/offers/:id */
export async function getStaffOffer(request: Request, id: string, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const offer = (await freshOffers(services.database)).find(id);
  if (!offer) return apiError(404, "OFFER_NOT_FOUND", "There is no such offer.");
  const uses = (await usesOfOffers(services.database, clock.now())).get(id);
  return apiJson({ offer: offerStaffJson(offer, uses) });
}

/** POST /api/staff/offers → 201 { offer } */
export function postOffer(request: Request, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await owner(request, services);
    const fields = await readJsonBody(request, offerFields);
    const { offer } = await createOffer(services.database, fields, context);
    return saved(services, offer, 201);
  });
}

/** PATCH /api/staff/offers/:id { …, version } → 200 { offer } */
export function patchOffer(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await owner(request, services);
    const change = await readJsonBody(request, offerChange);
    const { offer } = await changeOffer(services.database, id, change, context);
    return saved(services, offer);
  });
}

/** DELETE /api/staff/offers/:id[?version=n] → 200 { offer }: no more uses. */
export function deleteOffer(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await owner(request, services);
    const asked = versionInQuery(request);
    if ("refused" in asked) return asked.refused;
    const { version } = asked;
    const { offer } = await retireOffer(services.database, id, version, context);
    return saved(services, offer);
  });
}
