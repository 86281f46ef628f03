import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { creditsLeftOf } from "./credit-ledger.server.ts";

/**
 * Who holds a product now: a membership of it that has not ended (running, paused or
 * waiting for a failed renewal), or credits of it left that have not expired. The audience
 * "holders of a product" of a message to members (app/features/messages/).
 */
export async function productHolderIds(database: Database, productId: string, now: Date = clock.now()) {
  const [memberships, credits] = await Promise.all([
    database.db
      .selectFrom("memberships")
      .select("user_id")
      .distinct()
      .where("product_id", "=", productId)
      .where("status", "in", ["active", "paused", "past_due"])
      .execute(),
    database.db
      .selectFrom("credit_grants")
      .select("user_id")
      .distinct()
      .where("product_id", "=", productId)
      .where((eb) => eb(creditsLeftOf(eb), ">", 0))
      .where("expires_at", ">", now.toISOString())
      .execute(),
  ]);
  return [...new Set([...memberships, ...credits].map((row) => row.user_id))];
}
