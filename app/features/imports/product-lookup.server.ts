import { freshProducts, type StoredProduct } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";

/**
 * THE one place imports learn what the gym sells: a function that finds a product by its id
 * or its name, case-insensitively ("advanced", "Advanced", "10-Class Pack"), among the
 * database's products (decision 0210), retired ones too: read once per import, not per row.
 */
export type ProductLookup = (idOrName: string) => StoredProduct | undefined;

export async function productLookup(database: Pick<Database, "db" | "kind">): Promise<ProductLookup> {
  const byKey = new Map<string, StoredProduct>();
  for (const product of (await freshProducts(database)).all) {
    byKey.set(product.name.trim().toLowerCase(), product);
    byKey.set(product.id.toLowerCase(), product);
  }
  return (idOrName) => byKey.get(idOrName.trim().replace(/\s+/g, " ").toLowerCase());
}
