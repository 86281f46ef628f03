import type { Database } from "#app/platform/data/database.server.ts";
import { freshOwnedContent, type Snapshot } from "#app/platform/data/owned-content.server.ts";
import type { ProductsData, StoredCreditProduct, StoredMembership, StoredProduct } from "./product-records.ts";
import { productsContent } from "./products-content.server.ts";

export type { StoredCreditProduct, StoredMembership, StoredProduct } from "./product-records.ts";

/**
 * The one way code reads what the gym sells (decision 0210): `currentProducts()`, this
 * server's snapshot of the products table (every server reads a change within a second or
 * two), or the sample of app/content/products.ts while no database has been read (a test, a
 * spec). The pricing page, the desk, entitlements, Stripe Checkout, the books, reports and
 * messages all ask it, so none of them cares where products live.
 *
 * Products are never deleted, only retired: `find` knows every product a sale, a membership
 * or a credit grant may name; `forSale` (and `memberships`, `creditProducts`) only those
 * still sold, in the pricing page's order.
 */
export interface ProductCatalog {
  /** "sample" until a database was read; with `version`, what a page showing products is keyed by. */
  origin: string;
  version: number;
  /** Every product, retired ones too, in the pricing page's order. */
  all: readonly StoredProduct[];
  /** The products for sale now, in the pricing page's order. */
  forSale: readonly StoredProduct[];
  memberships: readonly StoredMembership[];
  creditProducts: readonly StoredCreditProduct[];
  /** The product with this id, retired or not; undefined for none (ids come from forms, URLs and old rows). */
  find(id: string): StoredProduct | undefined;
}

const catalogs = new WeakMap<Snapshot<ProductsData>, ProductCatalog>();

function catalogOf(snapshot: Snapshot<ProductsData>): ProductCatalog {
  const all = snapshot.value.products;
  const byId = new Map(all.map((product) => [product.id, product]));
  const forSale = all.filter((product) => product.retiredAt === null);
  return {
    origin: snapshot.origin,
    version: snapshot.version,
    all,
    forSale,
    memberships: forSale.filter((product): product is StoredMembership => product.kind === "membership"),
    creditProducts: forSale.filter((product): product is StoredCreditProduct => product.kind !== "membership"),
    find: (id) => byId.get(id),
  };
}

/** What the gym sells this moment, as this server knows it (worked out once per snapshot). */
export function currentProducts(): ProductCatalog {
  const snapshot = productsContent.current();
  let catalog = catalogs.get(snapshot);
  if (!catalog) {
    catalog = catalogOf(snapshot);
    catalogs.set(snapshot, catalog);
  }
  return catalog;
}

/** What a page that shows products is keyed by (the page cache, decision 0071). */
export function productsKey(): string {
  const { origin, version } = productsContent.current();
  return `${origin} ${version}`;
}

/** The products as the database has them this moment (a sale, a staff page after a save on another server). */
export async function freshProducts(database: Pick<Database, "db" | "kind">): Promise<ProductCatalog> {
  await freshOwnedContent(database, productsContent);
  return currentProducts();
}
