import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { insertMembership } from "./membership-rows.server.ts";

const DAY = 24 * 60 * 60 * 1000;
/** The demo's membership lasts a year from each start that finds less than a month left. */
const DEMO_PERIOD_DAYS = 365;
const RENEW_WITHIN_DAYS = 30;

/**
 * The demo member books (that is the demo), and booking needs an entitlement: at every
 * start it holds the gym's first unlimited membership (the sample gym's Advanced), or its
 * first membership when none is unlimited. It comes from no sale: the demo pays nothing,
 * so no revenue report counts it.
 */
export async function ensureDemoMembership(database: Database, userId: string, now = clock.now()): Promise<void> {
  const { memberships } = currentProducts();
  const product = memberships.find((membership) => membership.classesPerWeek === null) ?? memberships[0];
  if (!product) return;
  const periodEnd = new Date(now.getTime() + DEMO_PERIOD_DAYS * DAY).toISOString();
  await database.writeTransaction(async (trx) => {
    const current = await trx
      .selectFrom("memberships")
      .select(["id", "current_period_end"])
      .where("user_id", "=", userId)
      .where("status", "=", "active")
      .orderBy("current_period_end", "desc")
      .executeTakeFirst();
    if (current && Date.parse(current.current_period_end) > now.getTime() + RENEW_WITHIN_DAYS * DAY) return;
    if (current) {
      await trx
        .updateTable("memberships")
        .set({ current_period_end: periodEnd, updated_at: now.toISOString() })
        .where("id", "=", current.id)
        .execute();
      return;
    }
    await insertMembership(trx, {
      userId,
      productId: product.id,
      saleId: null,
      classesPerWeek: product.classesPerWeek,
      startedAt: now,
      periodEnd,
    });
  });
}

/**
 * Demo data is not the gym's books (decision 0145): when demo mode ends for a demo account,
 * its memberships and credits go, and so does anything it bought, though a real member's
 * payments stay on the books when their account is deleted. Run at once when the install is
 * claimed (the revenue report of a gym that sold nothing shows nothing from then on), and
 * again before the account's row is deleted, whose foreign keys would keep its sales.
 */
export async function removeDemoPurchases(database: Database, userId: string): Promise<void> {
  await database.writeTransaction(async (trx) => {
    await trx.deleteFrom("memberships").where("user_id", "=", userId).execute();
    await trx.deleteFrom("credit_ledger").where("user_id", "=", userId).execute();
    await trx.deleteFrom("membership_end_notices").where("user_id", "=", userId).execute();
    await trx.deleteFrom("credit_grants").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sales").where("user_id", "=", userId).execute();
  });
}
