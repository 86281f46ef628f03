import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { type CreditProduct, currency, findProduct, type MembershipProduct } from "#app/content/products.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import type { SalesTable } from "#app/platform/data/tables.ts";

/**
 * Selling a product (app/content/products.ts): the payment row and what it entitles the
 * member to are written in one transaction, so a sale never exists without its membership
 * or credits, nor credits without their sale.
 */

export type PaymentMethod = SalesTable["method"];

export class UnknownProduct extends Error {
  override name = "UnknownProduct";
}

/** An intro offer the member has bought before (the database's unique index said so). */
export class AlreadyBoughtOnce extends Error {
  override name = "AlreadyBoughtOnce";
}

export interface Sale {
  id: string;
  productId: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  createdAt: string;
}

export type Granted =
  | { kind: "membership"; id: string; productId: string; status: "active"; renewsAt: string }
  | { kind: "credits"; id: string; productId: string; credits: number; expiresAt: string };

/** A month on from `from` in the gym's calendar (31 Jan → 28/29 Feb), as Temporal clamps it. */
export function oneMonthAfter(from: Date): Date {
  const next = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO("UTC").add({ months: 1 });
  return new Date(next.epochMilliseconds);
}

function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

async function grantMembership(
  trx: Kysely<Tables>,
  product: MembershipProduct,
  userId: string,
  saleId: string,
  now: Date,
) {
  const id = randomUUID();
  const renewsAt = oneMonthAfter(now).toISOString();
  await trx
    .insertInto("memberships")
    .values({
      id,
      user_id: userId,
      product_id: product.id,
      sale_id: saleId,
      status: "active",
      classes_per_week: product.classesPerWeek,
      started_at: now.toISOString(),
      current_period_end: renewsAt,
      updated_at: now.toISOString(),
    })
    .execute();
  return { kind: "membership", id, productId: product.id, status: "active", renewsAt } as const;
}

async function grantCredits(trx: Kysely<Tables>, product: CreditProduct, userId: string, saleId: string, now: Date) {
  const id = randomUUID();
  const expiresAt = daysAfter(now, product.validDays).toISOString();
  await trx
    .insertInto("credit_grants")
    .values({
      id,
      user_id: userId,
      product_id: product.id,
      sale_id: saleId,
      once_per_person: product.oncePerPerson ? 1 : 0,
      credits_total: product.credits,
      credits_left: product.credits,
      reason: null,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { kind: "credits", id, productId: product.id, credits: product.credits, expiresAt } as const;
}

/**
 * Records a sale of `productId` to the member and grants what it buys: an active
 * membership renewing a month from now, or the product's credits expiring after its
 * validity. Refuses an unknown product and a second intro offer.
 */
export async function sellProduct(
  database: Database,
  {
    userId,
    productId,
    method,
    staffUserId = null,
    now = new Date(),
  }: { userId: string; productId: string; method: PaymentMethod; staffUserId?: string | null; now?: Date },
): Promise<{ sale: Sale; granted: Granted }> {
  const product = findProduct(productId);
  if (!product) throw new UnknownProduct(`There is no product "${productId}".`);
  const amount = product.price + (product.kind === "membership" ? product.joiningFee : 0);
  const sale: Sale = { id: randomUUID(), productId, method, amount, currency, createdAt: now.toISOString() };
  try {
    return await database.writeTransaction(async (trx) => {
      if (product.kind !== "membership" && product.oncePerPerson) {
        // Checked first for a clear answer; the unique index is what holds under concurrency.
        const before = await trx
          .selectFrom("credit_grants")
          .select("id")
          .where("user_id", "=", userId)
          .where("product_id", "=", product.id)
          .executeTakeFirst();
        if (before) throw new AlreadyBoughtOnce(`"${product.name}" is once per person.`);
      }
      await trx
        .insertInto("sales")
        .values({
          id: sale.id,
          user_id: userId,
          product_id: productId,
          method,
          amount,
          currency,
          staff_user_id: staffUserId,
          created_at: sale.createdAt,
          refunded_at: null,
        })
        .execute();
      const granted =
        product.kind === "membership"
          ? await grantMembership(trx, product, userId, sale.id, now)
          : await grantCredits(trx, product, userId, sale.id, now);
      return { sale, granted };
    });
  } catch (error) {
    if (error instanceof AlreadyBoughtOnce) throw error;
    if (product.kind !== "membership" && product.oncePerPerson && isUniqueViolation(error)) {
      throw new AlreadyBoughtOnce(`"${product.name}" is once per person.`);
    }
    throw error;
  }
}

/** SQLite's and PostgreSQL's ways of saying a unique index refused the row. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === "23505" || /UNIQUE constraint failed/.test(message ?? "");
}

/** The member's payments, newest first. */
export async function salesOf(database: Database, userId: string): Promise<Sale[]> {
  const rows = await database.db
    .selectFrom("sales")
    .select(["id", "product_id", "method", "amount", "currency", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    method: row.method,
    amount: Number(row.amount),
    currency: row.currency,
    createdAt: row.created_at,
  }));
}
