import { type Product, products } from "#app/content/products.ts";
import type { Database } from "#app/platform/data/database.server.ts";

/**
 * THE one place imports learn what the gym sells: a function that finds a product by its id
 * or its name, case-insensitively ("advanced", "Advanced", "10-Class Pack"). Today it reads
 * app/content/products.ts; when products move into the database, this is the function to
 * point at their accessor (it is handed the database for that, and asked once per import,
 * not once per row).
 */
export type ProductLookup = (idOrName: string) => Product | undefined;

export async function productLookup(_database: Pick<Database, "db" | "kind">): Promise<ProductLookup> {
  const byKey = new Map<string, Product>();
  for (const product of products as readonly Product[]) {
    byKey.set(product.name.trim().toLowerCase(), product);
    byKey.set(product.id.toLowerCase(), product);
  }
  return (idOrName) => byKey.get(idOrName.trim().replace(/\s+/g, " ").toLowerCase());
}
