import type { Kysely } from "kysely";
import { allowanceText, currency, formatMoney } from "#app/content/products.ts";
import { type AuditActor, type AuditState, recordStaffAction } from "#app/features/staff/audit.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { editOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { ShopRefused } from "./product-errors.ts";
import type { ProductChange, ProductFields } from "./product-fields.ts";
import { byPosition, type ProductsData, type StoredProduct } from "./product-records.ts";
import { productRow, productsContent } from "./products-content.server.ts";

/**
 * Adding, changing, moving and retiring products (/staff/products and /api/staff/products):
 * each save one write transaction that raises the products' version (every server sells the
 * change within a second or two), checks the product's fields against its kind, and writes
 * the audit entry. A save made from a version someone else has changed since is refused
 * (STALE_VERSION), never merged unseen. What members bought keeps its own copies (a sale its
 * amount, a membership its weekly limit, a grant its credits and expiry): a new price or
 * limit applies to sales from now on, and a desk membership's next month is sold at it.
 */
type Trx = Kysely<Tables>;

export interface ProductEditContext {
  actor: AuditActor;
  now?: Date;
}

type Editable = Omit<ProductFields, "id" | "kind">;

function refuseStale(product: StoredProduct): never {
  throw new ShopRefused(
    "STALE_VERSION",
    `Someone else saved “${product.name}” since you opened it: nothing was saved. Look at the product as it is now and make your change there.`,
  );
}

/** What the audit log keeps of a product: flat words and numbers. */
export function productAuditState(product: StoredProduct): AuditState {
  const terms: AuditState =
    product.kind === "membership"
      ? {
          allowance: allowanceText(product.classesPerWeek),
          joiningFee: formatMoney(product.joiningFee, product.currency),
        }
      : { credits: product.credits, validDays: product.validDays, oncePerPerson: product.oncePerPerson };
  return {
    name: product.name,
    kind: product.kind,
    price: formatMoney(product.price, product.currency),
    ...terms,
    description: product.description,
    mostPopular: product.mostPopular,
    place: product.position,
    forSale: product.retiredAt === null,
  };
}

/** The product as `given` makes it: each field checked against the product's kind. */
function withFields(product: StoredProduct, given: Partial<Editable>): StoredProduct {
  const common = {
    ...(given.name !== undefined ? { name: given.name } : {}),
    ...(given.description !== undefined ? { description: given.description } : {}),
    ...(given.price !== undefined ? { price: given.price } : {}),
    ...(given.mostPopular !== undefined ? { mostPopular: given.mostPopular } : {}),
  };
  if (product.kind === "membership") {
    if (given.credits !== undefined || given.validDays !== undefined) {
      throw new ShopRefused(
        "INVALID_INPUT",
        "A membership has no credits or validity: it runs by the month, with a weekly limit or none.",
      );
    }
    const fee = given.joiningFee ?? product.joiningFee;
    return {
      ...product,
      ...common,
      ...(given.classesPerWeek !== undefined ? { classesPerWeek: given.classesPerWeek } : {}),
      joiningFee: fee,
    };
  }
  if (given.classesPerWeek !== undefined || given.joiningFee !== undefined) {
    throw new ShopRefused(
      "INVALID_INPUT",
      "A class pack, drop-in or intro offer has no weekly limit or joining fee: it buys a number of classes.",
    );
  }
  return {
    ...product,
    ...common,
    ...(given.credits !== undefined ? { credits: given.credits } : {}),
    ...(given.validDays !== undefined ? { validDays: given.validDays } : {}),
  };
}

/** "Summer pass!" → "summer-pass", made unique among the ids there are ("summer-pass-2"). */
function newId(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32)
      .replace(/-+$/, "") || "product";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Writes each product whose row differs from before: a moved one's neighbours get their new places. */
async function saveRows(trx: Trx, before: ProductsData, after: StoredProduct[]): Promise<void> {
  const old = new Map(before.products.map((product) => [product.id, JSON.stringify(productRow(product))]));
  for (const product of after) {
    const row = productRow(product);
    const was = old.get(product.id);
    if (was === undefined) await trx.insertInto("products").values(row).execute();
    else if (was !== JSON.stringify(row)) {
      const { id, ...changes } = row;
      await trx.updateTable("products").set(changes).where("id", "=", id).execute();
    }
  }
}

/**
 * The list with `changed` in its place: moved to `position` (from 1) when given, the places
 * numbered 1, 2, 3… again; when it is now the most popular, no other product is (their own
 * versions stay: nobody edited them).
 */
function arranged(data: ProductsData, changed: StoredProduct, position: number | undefined): StoredProduct[] {
  const ordered = [...data.products].sort(byPosition);
  const others = ordered.filter((product) => product.id !== changed.id);
  const current = ordered.findIndex((product) => product.id === changed.id);
  const index = position !== undefined ? Math.min(position - 1, others.length) : current >= 0 ? current : others.length;
  return [...others.slice(0, index), changed, ...others.slice(index)].map((product, place) => ({
    ...product,
    position: place + 1,
    mostPopular: product.id === changed.id ? product.mostPopular : product.mostPopular && !changed.mostPopular,
  }));
}

export interface SavedProduct {
  product: StoredProduct;
  /** What the audit log says was done. */
  action: "product.added" | "product.changed" | "product.moved" | "product.retired" | "product.restored";
}

async function audit(
  trx: Trx,
  saved: SavedProduct,
  before: StoredProduct | null,
  context: ProductEditContext,
  now: Date,
) {
  await recordStaffAction(
    trx,
    {
      actor: context.actor,
      action: saved.action,
      subject: { type: "product", id: saved.product.id, label: saved.product.name },
      before: before ? productAuditState(before) : null,
      after: productAuditState(saved.product),
    },
    now,
  );
}

/** A new product, last on the pricing page (201 in the API). */
export function createProduct(database: Database, fields: ProductFields, context: ProductEditContext) {
  const now = context.now ?? clock.now();
  return editOwnedContent(
    database,
    productsContent,
    async ({ trx, before }): Promise<SavedProduct> => {
      const taken = new Set(before.products.map((product) => product.id));
      if (fields.id && taken.has(fields.id)) {
        throw new ShopRefused("ID_TAKEN", `A product has the id “${fields.id}” already: choose another.`);
      }
      const stamp = now.toISOString();
      const record = {
        id: fields.id ?? newId(fields.name, taken),
        name: fields.name,
        price: fields.price,
        description: "",
        mostPopular: false,
        currency,
        position: before.products.length + 1,
        retiredAt: null,
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      };
      const blank: StoredProduct =
        fields.kind === "membership"
          ? { ...record, kind: "membership", classesPerWeek: null, joiningFee: 0 }
          : { ...record, kind: fields.kind, credits: 0, validDays: 0, oncePerPerson: fields.kind === "intro" };
      const { id: _id, kind: _kind, ...given } = fields;
      const product = withFields(blank, given);
      if (product.kind !== "membership" && (fields.credits === undefined || fields.validDays === undefined)) {
        throw new ShopRefused("INVALID_INPUT", "Give the number of classes it buys and how many days they stay valid.");
      }
      const list = arranged(before, product, undefined);
      await saveRows(trx, before, list);
      const saved: SavedProduct = {
        product: list.find((each) => each.id === product.id) ?? product,
        action: "product.added",
      };
      await audit(trx, saved, null, context, now);
      return saved;
    },
    now,
  );
}

/** A change to a product, from the version the form or the script read: its fields, its place, on sale again. */
export function changeProduct(database: Database, id: string, change: ProductChange, context: ProductEditContext) {
  const now = context.now ?? clock.now();
  return editOwnedContent(
    database,
    productsContent,
    async ({ trx, before: data }): Promise<SavedProduct> => {
      const before = data.products.find((product) => product.id === id);
      if (!before) throw new ShopRefused("PRODUCT_NOT_FOUND", "There is no such product.");
      if (before.version !== change.version) refuseStale(before);
      const { version: _version, position, retired, ...given } = change;
      const edited = withFields(before, given);
      const restored = retired === false && before.retiredAt !== null;
      const retiring = retired === true && before.retiredAt === null;
      const product: StoredProduct = {
        ...edited,
        retiredAt: restored ? null : retiring ? now.toISOString() : before.retiredAt,
        mostPopular: retiring ? false : edited.mostPopular,
        version: before.version + 1,
        updatedAt: now.toISOString(),
      };
      const list = arranged(data, product, position);
      await saveRows(trx, data, list);
      const after = list.find((each) => each.id === id) ?? product;
      const fieldsChanged =
        JSON.stringify(productAuditState({ ...after, position: before.position })) !==
        JSON.stringify(productAuditState(before));
      const action = retiring
        ? "product.retired"
        : restored
          ? "product.restored"
          : !fieldsChanged && after.position !== before.position
            ? "product.moved"
            : "product.changed";
      const saved: SavedProduct = { product: after, action };
      await audit(trx, saved, before, context, now);
      return saved;
    },
    now,
  );
}

/** Stops selling a product (DELETE in the API): what members bought of it stays theirs, and its id stays taken. */
export function retireProduct(
  database: Database,
  id: string,
  version: number | undefined,
  context: ProductEditContext,
) {
  const now = context.now ?? clock.now();
  return editOwnedContent(
    database,
    productsContent,
    async ({ trx, before: data }): Promise<SavedProduct> => {
      const before = data.products.find((product) => product.id === id);
      if (!before) throw new ShopRefused("PRODUCT_NOT_FOUND", "There is no such product.");
      if (version !== undefined && before.version !== version) refuseStale(before);
      if (before.retiredAt !== null) return { product: before, action: "product.retired" };
      const product: StoredProduct = {
        ...before,
        retiredAt: now.toISOString(),
        mostPopular: false,
        version: before.version + 1,
        updatedAt: now.toISOString(),
      };
      const { id: _id, ...row } = productRow(product);
      await trx.updateTable("products").set(row).where("id", "=", id).execute();
      const saved: SavedProduct = { product, action: "product.retired" };
      await audit(trx, saved, before, context, now);
      return saved;
    },
    now,
  );
}
