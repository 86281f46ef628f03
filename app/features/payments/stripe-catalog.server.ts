import type Stripe from "stripe";
import { gymTaxRule } from "#app/features/books/invoices.server.ts";
import { chargedFor } from "#app/features/books/tax.ts";
import { freshProducts, type StoredProduct } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Payments } from "./stripe.server.ts";

/**
 * The gym's products as Stripe Products and Prices (decision 0211), made through its API
 * and recorded in stripe_products and stripe_prices:
 * - each product for sale has a Stripe Product (its name, description, active or archived
 *   once retired) and one active Price at what Checkout charges for it now;
 * - a Stripe Price never changes: a new price of ours is a new Price, and the one before is
 *   archived. A subscription keeps the Price it was bought at (Stripe bills an archived
 *   price on), so members online keep their price; a price the product had before and has
 *   again is made active again rather than made twice;
 * - every write carries an idempotency key named after what it makes (the product's
 *   database and id, the amount, the product's version), so a retried or repeated sync
 *   makes each object once, and two servers syncing at once make one.
 * The products are synced after every save of /staff/products, and each product at the
 * moment it is sold online, so a sync that failed (Stripe down) is made good by the next.
 */

interface CatalogServices {
  database: Pick<Database, "db" | "kind">;
  payments: Payments | null;
}

type Recurring = "month" | "none";

const recurringOf = (product: StoredProduct): Recurring => (product.kind === "membership" ? "month" : "none");

/** What Checkout charges for the product: its price, with the gym's tax when prices are written without it. */
export const checkoutAmount = (product: StoredProduct) => chargedFor(product.price, gymTaxRule());

/** The product's Stripe Product, made or brought up to date (name, description, active) as its version says. */
export async function stripeProductOf(
  { database, payments }: { database: CatalogServices["database"]; payments: Payments },
  product: StoredProduct,
  origin: string,
): Promise<string | null> {
  const { stripe } = payments;
  const forSale = product.retiredAt === null;
  const fields = {
    name: product.name,
    description: product.description || "",
    active: forSale,
    metadata: { productId: product.id },
  };
  const row = await database.db
    .selectFrom("stripe_products")
    .select(["stripe_product_id", "synced_version"])
    .where("product_id", "=", product.id)
    .executeTakeFirst();
  if (!row) {
    // A product retired before Stripe ever knew it needs no Stripe Product.
    if (!forSale) return null;
    const { description, ...rest } = fields;
    const made = await stripe.products.create(
      { ...rest, ...(description ? { description } : {}) },
      { idempotencyKey: `product-${origin}-${product.id}` },
    );
    await database.db
      .insertInto("stripe_products")
      .values({
        product_id: product.id,
        stripe_product_id: made.id,
        synced_version: product.version,
        created_at: clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column("product_id").doNothing())
      .execute();
    return made.id;
  }
  if (Number(row.synced_version) !== product.version) {
    await stripe.products.update(row.stripe_product_id, fields, {
      idempotencyKey: `product-${row.stripe_product_id}-v${product.version}`,
    });
    await database.db
      .updateTable("stripe_products")
      .set({ synced_version: product.version })
      .where("product_id", "=", product.id)
      .execute();
  }
  return row.stripe_product_id;
}

async function setPriceActive(
  { database, payments }: { database: CatalogServices["database"]; payments: Payments },
  priceId: string,
  active: boolean,
  version: number,
): Promise<void> {
  await payments.stripe.prices.update(
    priceId,
    { active },
    { idempotencyKey: `price-${active ? "active" : "archive"}-${priceId}-v${version}` },
  );
  await database.db
    .updateTable("stripe_prices")
    .set({ active: active ? 1 : 0 })
    .where("stripe_price_id", "=", priceId)
    .execute();
}

/**
 * The product's one active Stripe Price at what Checkout charges for it now (made, or an
 * earlier one made active again), every other Price of it archived. A retired product has
 * none: its Prices are archived and null is the answer.
 */
async function syncPrices(
  services: { database: CatalogServices["database"]; payments: Payments },
  product: StoredProduct,
  origin: string,
): Promise<string | null> {
  const stripeProduct = await stripeProductOf(services, product, origin);
  if (!stripeProduct) return null;
  const { database, payments } = services;
  const amount = checkoutAmount(product);
  const currency = product.currency.toLowerCase();
  const recurring = recurringOf(product);
  const prices = await database.db
    .selectFrom("stripe_prices")
    .selectAll()
    .where("product_id", "=", product.id)
    .execute();
  const fits = (row: (typeof prices)[number]) =>
    Number(row.unit_amount) === amount && row.currency === currency && row.recurring === recurring;
  let current: string | null = null;
  if (product.retiredAt === null) {
    const known = prices.find(fits);
    if (known) {
      if (Number(known.active) !== 1) await setPriceActive(services, known.stripe_price_id, true, product.version);
      current = known.stripe_price_id;
    } else {
      const params: Stripe.PriceCreateParams = {
        product: stripeProduct,
        currency,
        unit_amount: amount,
        metadata: { productId: product.id },
        ...(recurring === "month" ? { recurring: { interval: "month" } } : {}),
      };
      const made = await payments.stripe.prices.create(params, {
        idempotencyKey: `price-${stripeProduct}-${currency}-${amount}-${recurring}`,
      });
      await database.db
        .insertInto("stripe_prices")
        .values({
          stripe_price_id: made.id,
          product_id: product.id,
          unit_amount: amount,
          currency,
          recurring,
          active: 1,
          created_at: clock.now().toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      current = made.id;
    }
  }
  for (const row of prices) {
    if (row.stripe_price_id !== current && Number(row.active) === 1) {
      await setPriceActive(services, row.stripe_price_id, false, product.version);
    }
  }
  return current;
}

/** The Stripe Price Checkout sells `product` at now, made first if Stripe does not have it yet. */
export async function stripePriceFor(
  services: { database: CatalogServices["database"]; payments: Payments },
  product: StoredProduct,
): Promise<string> {
  const { origin } = await freshProducts(services.database);
  const price = await syncPrices(services, product, origin);
  if (!price) throw new Error(`${product.id} is not for sale: it has no Stripe Price`);
  return price;
}

/**
 * Brings Stripe's Products and Prices in line with the products (after a save at
 * /staff/products). Without Stripe it does nothing; when Stripe cannot be reached it logs
 * why and leaves the rest to the next sync or sale.
 */
export async function syncStripeCatalog(services: CatalogServices): Promise<void> {
  const { payments } = services;
  if (!payments) return;
  const catalog = await freshProducts(services.database);
  try {
    for (const product of catalog.all) await syncPrices({ ...services, payments }, product, catalog.origin);
  } catch (error) {
    log.warn(
      `Stripe's products could not be brought up to date (the next sale or save tries again): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
