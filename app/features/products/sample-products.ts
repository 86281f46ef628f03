import { currency, type Product, sampleProducts } from "#app/content/products.ts";
import type { ProductsData, StoredProduct } from "./product-records.ts";

/**
 * The sample of app/content/products.ts as stored products: what a new database is given
 * on its first start, and what a process that has read no database serves. Its records
 * carry no moment of their own (the import stamps the rows), so the snapshot is the same
 * value in every process.
 */
const SAMPLE_STAMP = "1970-01-01T00:00:00.000Z";

export function storedSample(product: Product, index: number): StoredProduct {
  return {
    ...product,
    description: product.description ?? "",
    mostPopular: product.mostPopular ?? false,
    currency,
    position: index + 1,
    retiredAt: null,
    version: 1,
    createdAt: SAMPLE_STAMP,
    updatedAt: SAMPLE_STAMP,
  } as StoredProduct;
}

export function sampleProductsData(): ProductsData {
  return { products: (sampleProducts as readonly Product[]).map(storedSample) };
}
