import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { type OwnedContent, ownedContent } from "#app/platform/data/owned-content.server.ts";
import type { ProductsTable } from "#app/platform/data/shop-tables.ts";
import { byPosition, type ProductsData, type StoredProduct } from "./product-records.ts";
import { sampleProductsData } from "./sample-products.ts";

/**
 * The products as content the database owns (decisions 0180 and 0210): imported from
 * app/content/products.ts on the first start, then read from the products table; every
 * server keeps a snapshot and polls its version (app/platform/data/owned-content.server.ts).
 */
type Db = Kysely<Tables>;

export function productRow(product: StoredProduct): ProductsTable {
  const membership = product.kind === "membership";
  return {
    id: product.id,
    kind: product.kind,
    name: product.name,
    description: product.description,
    price: product.price,
    currency: product.currency,
    classes_per_week: membership ? product.classesPerWeek : null,
    joining_fee: membership ? product.joiningFee : 0,
    credits: membership ? null : product.credits,
    valid_days: membership ? null : product.validDays,
    once_per_person: !membership && product.oncePerPerson ? 1 : 0,
    most_popular: product.mostPopular ? 1 : 0,
    position: product.position,
    retired_at: product.retiredAt,
    version: product.version,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
  };
}

export function productOfRow(row: ProductsTable): StoredProduct {
  const record = {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    description: row.description,
    mostPopular: Number(row.most_popular) === 1,
    currency: row.currency,
    position: Number(row.position),
    retiredAt: row.retired_at,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.kind === "membership") {
    return {
      ...record,
      kind: "membership",
      classesPerWeek: row.classes_per_week === null ? null : Number(row.classes_per_week),
      joiningFee: Number(row.joining_fee),
    };
  }
  return {
    ...record,
    kind: row.kind,
    credits: Number(row.credits),
    validDays: Number(row.valid_days),
    oncePerPerson: Number(row.once_per_person) === 1,
  };
}

async function loadProducts(trx: Db): Promise<ProductsData> {
  const rows = await trx.selectFrom("products").selectAll().execute();
  return { products: rows.map(productOfRow).sort(byPosition) };
}

async function importSampleProducts(trx: Db, now: Date): Promise<void> {
  const { products } = sampleProductsData();
  if (products.length === 0) return;
  const stamp = now.toISOString();
  await trx
    .insertInto("products")
    .values(products.map((product) => productRow({ ...product, createdAt: stamp, updatedAt: stamp })))
    .execute();
}

export const productsContent: OwnedContent<ProductsData> = ownedContent({
  name: "products",
  sample: sampleProductsData,
  importSample: importSampleProducts,
  load: loadProducts,
});
