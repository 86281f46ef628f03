import { data, redirect } from "react-router";
import { allowanceText, formatMoney } from "#app/content/products.ts";
import { currencyDigits, parseMoneyInput } from "#app/features/books/money-input.ts";
import { longDateLabel } from "#app/features/memberships/wording.ts";
import { type OnlineSubscriptions, onlineSubscriptions } from "#app/features/payments/online-subscriptions.server.ts";
import { syncStripeCatalog } from "#app/features/payments/stripe-catalog.server.ts";
import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { parseWholeNumber } from "#app/platform/http/whole-number.ts";
import type { Services } from "#app/services.server.ts";
import { freshProducts } from "./current-products.server.ts";
import type { ShopAnswer } from "./product-answer.ts";
import { changeProduct, createProduct, retireProduct, type SavedProduct } from "./product-edits.server.ts";
import { ShopRefused } from "./product-errors.ts";
import { PRODUCT_LIMITS, productChange, productFields } from "./product-fields.ts";
import type { StoredProduct } from "./product-records.ts";
import { refusedForm, refusedOr, shopOwner } from "./shop-forms.server.ts";
import { moveSubscriptionsFromPage } from "./subscription-moves.server.ts";

/**
 * The pages of /staff/products: the list (reorder, retire, sell again), the editor of a new
 * or an existing product. Staff and the demo staff account see them; every post passes the
 * desk's write gate (which refuses the demo staff account) and is the owner's.
 */

export const kindLabels: Record<StoredProduct["kind"], string> = {
  membership: "Membership",
  pack: "Class pack",
  "drop-in": "Drop-in",
  intro: "Intro offer",
};

/** "2 classes a week, $39 a month" / "10 classes, valid 90 days". */
export function termsLabel(product: StoredProduct): string {
  if (product.kind === "membership") {
    const fee = product.joiningFee > 0 ? `, joining fee ${formatMoney(product.joiningFee, product.currency)}` : "";
    return `${allowanceText(product.classesPerWeek)}, monthly${fee}`;
  }
  const classes = product.credits === 1 ? "1 class" : `${product.credits} classes`;
  return `${classes}, valid ${product.validDays} days${product.oncePerPerson ? ", once per person" : ""}`;
}

function listed(product: StoredProduct, subscriptions: Map<string, OnlineSubscriptions>) {
  const paying = subscriptions.get(product.id);
  return {
    id: product.id,
    name: product.name,
    kind: kindLabels[product.kind],
    price: `${formatMoney(product.price, product.currency)}${product.kind === "membership" ? " a month" : ""}`,
    terms: termsLabel(product),
    mostPopular: product.mostPopular,
    version: product.version,
    position: product.position,
    onlineMembers: paying?.online ?? 0,
    /** Of those, billed at an older price than the product's (decision 0213): for sale only, where they can be moved. */
    onOldPrice: product.retiredAt === null ? (paying?.onOldPrice ?? 0) : 0,
  };
}

export async function loadProductList(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const [catalog, subscriptions] = await Promise.all([
    freshProducts(services.database),
    onlineSubscriptions(services.database),
  ]);
  return {
    canChange: viewer.role === "owner" && !viewer.demo,
    online: services.payments !== null,
    forSale: catalog.forSale.map((product) => listed(product, subscriptions)),
    retired: catalog.all
      .filter((product) => product.retiredAt !== null)
      .map((product) => listed(product, subscriptions)),
  };
}

/** The product's fields as the form writes them (amounts in major units: "39.50"). */
export function formValues(product: StoredProduct): Record<string, string> {
  const money = (minor: number) => {
    const digits = currencyDigits(product.currency);
    return (minor / 10 ** digits).toFixed(digits).replace(/\.0+$/, "");
  };
  return {
    kind: product.kind,
    name: product.name,
    description: product.description,
    price: money(product.price),
    mostPopular: product.mostPopular ? "on" : "",
    ...(product.kind === "membership"
      ? {
          classesPerWeek: product.classesPerWeek === null ? "" : String(product.classesPerWeek),
          joiningFee: money(product.joiningFee),
        }
      : { credits: String(product.credits), validDays: String(product.validDays) }),
  };
}

export async function loadNewProduct(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const catalog = await freshProducts(services.database);
  return {
    canChange: viewer.role === "owner" && !viewer.demo,
    currency: catalog.all[0]?.currency ?? "USD",
    limits: PRODUCT_LIMITS,
  };
}

export async function loadProductEditor(request: Request, id: string, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const [catalog, subscriptions] = await Promise.all([
    freshProducts(services.database),
    onlineSubscriptions(services.database, id),
  ]);
  const product = catalog.find(id);
  if (!product) throw data(null, { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved") === "1";
  const canChange = viewer.role === "owner" && !viewer.demo;
  return {
    canChange,
    // Members Stripe bills at an older price than the product's, and the owner's move of them (decision 0213).
    subscriptions: {
      paymentsOnline: services.payments !== null && product.kind === "membership" && product.retiredAt === null,
      onOldPrice: subscriptions.get(product.id)?.onOldPrice ?? 0,
      confirming: canChange && url.searchParams.get("move") === "confirm",
    },
    product: { ...listed(product, subscriptions), forSale: product.retiredAt === null, kindCode: product.kind },
    values: formValues(product),
    currency: product.currency,
    limits: PRODUCT_LIMITS,
    saved: saved ? savedMessage(product, "product.added") : null,
  };
}

/** What a save did, in the owner's words: what changes for whom. */
function savedMessage(product: StoredProduct, action: SavedProduct["action"]): string {
  if (action === "product.retired") {
    return `“${product.name}” is no longer sold. Members keep what they bought of it; its id stays taken.`;
  }
  if (action === "product.restored") return `“${product.name}” is for sale again, on the pricing page within seconds.`;
  if (action === "product.moved") return `“${product.name}” is now number ${product.position} on the pricing page.`;
  const added = action === "product.added" ? "Added" : "Saved";
  return `${added}: the pricing page, the desk and online sales show it within seconds. New sales are at ${formatMoney(product.price, product.currency)}; members keep what they bought.`;
}

async function postedValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value.slice(0, 2000);
  return values;
}

/** A money field as typed ("39", "39.50") in minor units, or NaN (the schema says what is wrong). */
function money(text: string | undefined, currency: string): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  return parseMoneyInput(text, currencyDigits(currency)) ?? Number.NaN;
}

function whole(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  return parseWholeNumber(text) ?? Number.NaN;
}

/** The form's fields as the schema's: only those of the product's kind. */
function fieldsOf(values: Record<string, string>, kind: string, currency: string) {
  const membership = kind === "membership";
  return {
    name: values.name ?? "",
    description: values.description ?? "",
    price: money(values.price, currency) ?? Number.NaN,
    mostPopular: values.mostPopular === "on",
    ...(membership
      ? {
          classesPerWeek: whole(values.classesPerWeek) ?? null,
          joiningFee: money(values.joiningFee, currency) ?? 0,
        }
      : { credits: whole(values.credits) ?? Number.NaN, validDays: whole(values.validDays) ?? Number.NaN }),
  };
}

/** The editor's post: a new product (id null), or a change from the version read. */
export async function productEditorAction(request: Request, id: string | null, services: Services) {
  const context = await shopOwner(request, services);
  const values = await postedValues(request);
  if (values.intent === "move-subscriptions" && id !== null) return moveFromPage(services, id, values, context.actor);
  if (values.intent !== "save-product") return refusedForm("That form is not on this page. Please try again.", values);
  const catalog = await freshProducts(services.database);
  return refusedOr(async () => {
    if (id === null) {
      const kind = values.kind ?? "";
      const parsed = productFields.safeParse({ kind, ...fieldsOf(values, kind, catalog.all[0]?.currency ?? "USD") });
      if (!parsed.success) return refusedForm(parsed.error.issues[0]?.message ?? "Check the form.", values);
      const { product } = await createProduct(services.database, parsed.data, context);
      await syncStripeCatalog(services);
      return redirect(`/staff/products/${product.id}?saved=1`, 303);
    }
    const before = catalog.find(id);
    if (!before) throw data(null, { status: 404, statusText: "Not Found" });
    const parsed = productChange.safeParse({
      version: Number(values.version),
      ...fieldsOf(values, before.kind, before.currency),
    });
    if (!parsed.success) return refusedForm(parsed.error.issues[0]?.message ?? "Check the form.", values);
    const saved = await changeProduct(services.database, id, parsed.data, context);
    await syncStripeCatalog(services);
    return data<ShopAnswer>({ tone: "success", message: savedMessage(saved.product, saved.action) });
  }, values);
}

/** The product page's "Move them": the members Stripe bills at an older price, moved to the current one. */
async function moveFromPage(
  services: Services,
  id: string,
  values: Record<string, string>,
  actor: { id: string; label: string },
) {
  try {
    const { tone, message, move } = await moveSubscriptionsFromPage(services, id, Number(values.version), actor);
    return data<ShopAnswer>({
      tone,
      message,
      subject: "move",
      move: {
        moved: move.moved.length,
        failed: move.failed.map((failed) => ({ member: failed.member, message: failed.message })),
        waiting: move.waiting.map((waiting) => ({ member: waiting.member, renewsOn: longDateLabel(waiting.renewsAt) })),
        left: move.left,
      },
    });
  } catch (error) {
    if (!(error instanceof ShopRefused)) throw error;
    if (error.code === "PRODUCT_NOT_FOUND") throw data(null, { status: 404, statusText: "Not Found" });
    return data<ShopAnswer>({ tone: "error", message: error.message, subject: "move" }, { status: error.status });
  }
}

/** The list's posts: move a product up or down, retire it, or sell it again. */
export async function productListAction(request: Request, services: Services) {
  const context = await shopOwner(request, services);
  const values = await postedValues(request);
  const id = values.productId ?? "";
  const version = Number(values.version);
  return refusedOr(async () => {
    if (!(Number.isInteger(version) && version >= 1)) return refusedForm("Reload the page and try again.", values);
    let saved: SavedProduct;
    if (values.intent === "move-product") {
      const position = whole(values.position);
      if (position === undefined || !(position >= 1)) return refusedForm("Reload the page and try again.", values);
      saved = await changeProduct(services.database, id, { version, position }, context);
    } else if (values.intent === "retire-product") {
      saved = await retireProduct(services.database, id, version, context);
    } else if (values.intent === "restore-product") {
      saved = await changeProduct(services.database, id, { version, retired: false }, context);
    } else {
      return refusedForm("That form is not on this page. Please try again.", values);
    }
    await syncStripeCatalog(services);
    return data<ShopAnswer>({ tone: "success", message: savedMessage(saved.product, saved.action) });
  }, values);
}
