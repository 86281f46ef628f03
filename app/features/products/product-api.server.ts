import { formatMoney } from "#app/content/products.ts";
import { syncStripeCatalog } from "#app/features/payments/stripe-catalog.server.ts";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { versionInQuery } from "#app/platform/http/version-query.server.ts";
import type { Services } from "#app/services.server.ts";
import { freshProducts } from "./current-products.server.ts";
import { changeProduct, createProduct, type ProductEditContext, retireProduct } from "./product-edits.server.ts";
import { ShopRefused } from "./product-errors.ts";
import { productChange, productFields } from "./product-fields.ts";
import type { StoredProduct } from "./product-records.ts";

/**
 * The owner's JSON API of products (docs/api.md, "Products, for the owner"): every product,
 * retired ones too, a new one, a change from the version read, and retiring one. The same
 * saves as /staff/products makes. Staff and the demo staff account may read; only an owner
 * changes.
 */
export function productStaffJson(product: StoredProduct) {
  const terms =
    product.kind === "membership"
      ? { interval: "month", classesPerWeek: product.classesPerWeek, joiningFee: product.joiningFee }
      : { credits: product.credits, validDays: product.validDays, oncePerPerson: product.oncePerPerson };
  return {
    id: product.id,
    kind: product.kind,
    name: product.name,
    description: product.description,
    price: product.price,
    currency: product.currency,
    priceLabel: formatMoney(product.price, product.currency),
    ...terms,
    mostPopular: product.mostPopular,
    position: product.position,
    forSale: product.retiredAt === null,
    retiredAt: product.retiredAt,
    version: product.version,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
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

async function owner(request: Request, services: Services): Promise<ProductEditContext> {
  const { staff, refused } = await staffForApi(request, services, { write: true, owner: true });
  if (refused) throw refused;
  return { actor: { id: staff.id, label: staff.email } };
}

/** Stripe learns of the change once it is saved (decision 0211): a failure there is retried at the next sale. */
async function saved(services: Services, product: StoredProduct, status = 200): Promise<Response> {
  await syncStripeCatalog(services);
  return apiJson({ product: productStaffJson(product) }, { status });
}

/** GET /api/staff/products: every product in the pricing page's order, retired ones too. */
export async function listStaffProducts(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const catalog = await freshProducts(services.database);
  return apiJson({ products: catalog.all.map(productStaffJson) });
}

/** GET /api/staff/products/:id */
export async function getStaffProduct(request: Request, id: string, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const product = (await freshProducts(services.database)).find(id);
  if (!product) return apiError(404, "PRODUCT_NOT_FOUND", "There is no such product.");
  return apiJson({ product: productStaffJson(product) });
}

/** POST /api/staff/products → 201 { product } */
export function postProduct(request: Request, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await owner(request, services);
    const fields = await readJsonBody(request, productFields);
    const { product } = await createProduct(services.database, fields, context);
    return saved(services, product, 201);
  });
}

/** PATCH /api/staff/products/:id { …, version } → 200 { product } */
export function patchProduct(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await owner(request, services);
    const change = await readJsonBody(request, productChange);
    const { product } = await changeProduct(services.database, id, change, context);
    return saved(services, product);
  });
}

/** DELETE /api/staff/products/:id[?version=n] → 200 { product }: retired, no longer sold. */
export function deleteProduct(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await owner(request, services);
    const asked = versionInQuery(request);
    if ("refused" in asked) return asked.refused;
    const { version } = asked;
    const { product } = await retireProduct(services.database, id, version, context);
    return saved(services, product);
  });
}
