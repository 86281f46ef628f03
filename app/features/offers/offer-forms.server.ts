import { data, redirect } from "react-router";
import { formatMoney } from "#app/content/products.ts";
import { currencyDigits, parseMoneyInput } from "#app/features/books/money-input.ts";
import { syncStripeOffers } from "#app/features/payments/stripe-offers.server.ts";
import { freshProducts } from "#app/features/products/current-products.server.ts";
import type { ShopAnswer } from "#app/features/products/product-answer.ts";
import { refusedForm, refusedOr, shopOwner } from "#app/features/products/shop-forms.server.ts";
import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { parseWholeNumber } from "#app/platform/http/whole-number.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { freshOffers } from "./current-offers.server.ts";
import { offerStaffJson } from "./offer-api.server.ts";
import { changeOffer, createOffer, retireOffer, type SavedOffer } from "./offer-edits.server.ts";
import { OFFER_LIMITS, offerChange, offerFields } from "./offer-fields.ts";
import type { StoredOffer } from "./offer-records.ts";
import { usesOfOffers } from "./redemptions.server.ts";

/**
 * The pages of /staff/offers (decision 0212): the list (retire, offer again) and the editor
 * of a new or an existing promo code. Staff and the demo staff account see them; every post
 * passes the desk's write gate (which refuses the demo staff account) and is the owner's.
 */

const appliesLabels: Record<StoredOffer["appliesTo"], string> = {
  all: "every product",
  memberships: "memberships",
  passes: "class passes",
  products: "chosen products",
};

/** "34% off memberships, once per member, until 31 Dec 2026, 3 of 100 uses". */
function termsOf(offer: ReturnType<typeof offerStaffJson>): string {
  const parts = [
    `${offer.discountLabel} off ${appliesLabels[offer.appliesTo]}`,
    offer.oncePerMember ? "once per member" : null,
    offer.from ? `from ${offer.from}` : null,
    offer.until ? `until ${offer.until}` : null,
    offer.maxUses === null ? `${offer.uses} used` : `${offer.uses} of ${offer.maxUses} uses`,
    offer.promoted ? "on the banners" : null,
  ];
  return parts.filter(Boolean).join(", ");
}

export async function loadOfferList(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const now = clock.now();
  const [catalog, uses] = await Promise.all([freshOffers(services.database), usesOfOffers(services.database, now)]);
  const listed = catalog.all.map((offer) => {
    const json = offerStaffJson(offer, uses.get(offer.id), now.getTime());
    return {
      id: json.id,
      code: json.code,
      title: json.title,
      version: json.version,
      terms: termsOf(json),
      live: json.live,
      retired: json.retiredAt !== null,
    };
  });
  return {
    canChange: viewer.role === "owner" && !viewer.demo,
    offers: listed.filter((offer) => !offer.retired),
    retired: listed.filter((offer) => offer.retired),
  };
}

/** The offer's fields as the form writes them (an amount in major units: "10.50"). */
function formValues(offer: StoredOffer, json: ReturnType<typeof offerStaffJson>): Record<string, string> {
  const digits = currencyDigits(offer.currency);
  return {
    code: offer.code,
    title: offer.title,
    description: offer.description,
    discountKind: offer.percentOff !== null ? "percent" : "amount",
    percentOff: offer.percentOff === null ? "" : String(offer.percentOff),
    amountOff: offer.amountOff === null ? "" : (offer.amountOff / 10 ** digits).toFixed(digits).replace(/\.0+$/, ""),
    appliesTo: offer.appliesTo,
    productIds: offer.productIds.join(","),
    maxUses: offer.maxUses === null ? "" : String(offer.maxUses),
    oncePerMember: offer.oncePerMember ? "on" : "",
    from: json.from ?? "",
    until: json.until ?? "",
    promoted: offer.promoted ? "on" : "",
  };
}

async function productChoices(services: Services) {
  const catalog = await freshProducts(services.database);
  return {
    currency: catalog.all[0]?.currency ?? "USD",
    products: catalog.forSale.map((product) => ({ id: product.id, name: product.name })),
  };
}

export async function loadNewOffer(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  return {
    canChange: viewer.role === "owner" && !viewer.demo,
    limits: OFFER_LIMITS,
    ...(await productChoices(services)),
  };
}

export async function loadOfferEditor(request: Request, id: string, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const now = clock.now();
  const [catalog, uses] = await Promise.all([freshOffers(services.database), usesOfOffers(services.database, now)]);
  const offer = catalog.find(id);
  if (!offer) throw data(null, { status: 404, statusText: "Not Found" });
  const json = offerStaffJson(offer, uses.get(id), now.getTime());
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return {
    canChange: viewer.role === "owner" && !viewer.demo,
    offer: {
      id: offer.id,
      code: offer.code,
      version: offer.version,
      terms: termsOf(json),
      live: json.live,
      retired: json.retiredAt !== null,
    },
    values: formValues(offer, json),
    limits: OFFER_LIMITS,
    saved: saved ? savedMessage(offer, "offer.added") : null,
    ...(await productChoices(services)),
  };
}

function savedMessage(offer: StoredOffer, action: SavedOffer["action"]): string {
  if (action === "offer.retired") return `${offer.code} can no longer be used. Its uses stay on their sales.`;
  const added = action === "offer.added" ? "Added" : "Saved";
  const amount = offer.amountOff === null ? `${offer.percentOff}%` : formatMoney(offer.amountOff, offer.currency);
  return `${added}: ${offer.code} takes ${amount} off at the desk and online within seconds.${offer.promoted ? " The banners promote it while it is live." : ""}`;
}

async function postedValues(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    // Checkboxes of products arrive one per product: kept together, comma separated.
    values[name] = name === "productIds" && values[name] ? `${values[name]},${value}` : value.slice(0, 2000);
  }
  return values;
}

/** The form's fields as the schema's: an empty field is "none". */
function fieldsOf(values: Record<string, string>, currency: string) {
  const blank = (name: string) => (values[name] ?? "").trim() === "";
  const percent = values.discountKind !== "amount";
  return {
    code: values.code ?? "",
    title: values.title ?? "",
    description: values.description ?? "",
    percentOff: percent ? (parseWholeNumber(values.percentOff ?? "") ?? Number.NaN) : null,
    amountOff: percent ? null : (parseMoneyInput(values.amountOff ?? "", currencyDigits(currency)) ?? Number.NaN),
    appliesTo: values.appliesTo ?? "",
    productIds: blank("productIds") ? [] : (values.productIds ?? "").split(","),
    maxUses: blank("maxUses") ? null : (parseWholeNumber(values.maxUses ?? "") ?? Number.NaN),
    oncePerMember: values.oncePerMember === "on",
    from: blank("from") ? null : (values.from ?? ""),
    until: blank("until") ? null : (values.until ?? ""),
    promoted: values.promoted === "on",
  };
}

/** The editor's post: a new offer (id null), or a change from the version read. */
export async function offerEditorAction(request: Request, id: string | null, services: Services) {
  const context = await shopOwner(request, services);
  const values = await postedValues(request);
  if (values.intent !== "save-offer") return refusedForm("That form is not on this page. Please try again.", values);
  const { currency } = await productChoices(services);
  return refusedOr(async () => {
    if (id === null) {
      const parsed = offerFields.safeParse(fieldsOf(values, currency));
      if (!parsed.success) return refusedForm(parsed.error.issues[0]?.message ?? "Check the form.", values);
      const { offer } = await createOffer(services.database, parsed.data, context);
      return redirect(`/staff/offers/${offer.id}?saved=1`, 303);
    }
    const parsed = offerChange.safeParse({ version: Number(values.version), ...fieldsOf(values, currency) });
    if (!parsed.success) return refusedForm(parsed.error.issues[0]?.message ?? "Check the form.", values);
    const saved = await changeOffer(services.database, id, parsed.data, context);
    await syncStripeOffers(services);
    return data<ShopAnswer>({ tone: "success", message: savedMessage(saved.offer, saved.action) });
  }, values);
}

/** The list's posts: retire an offer, or offer it again. */
export async function offerListAction(request: Request, services: Services) {
  const context = await shopOwner(request, services);
  const values = await postedValues(request);
  const id = values.offerId ?? "";
  const version = Number(values.version);
  return refusedOr(async () => {
    if (!(Number.isInteger(version) && version >= 1)) return refusedForm("Reload the page and try again.", values);
    let saved: SavedOffer;
    if (values.intent === "retire-offer") saved = await retireOffer(services.database, id, version, context);
    else if (values.intent === "restore-offer") {
      saved = await changeOffer(services.database, id, { version, retired: false }, context);
    } else return refusedForm("That form is not on this page. Please try again.", values);
    await syncStripeOffers(services);
    const message =
      saved.action === "offer.retired"
        ? savedMessage(saved.offer, saved.action)
        : `${saved.offer.code} can be used again.`;
    return data<ShopAnswer>({ tone: "success", message });
  }, values);
}
