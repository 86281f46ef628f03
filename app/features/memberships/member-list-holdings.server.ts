import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

const statusWords = { active: "active", paused: "paused", past_due: "payment due" } as const;

/**
 * What every member holds now, for the desk's member list: the membership that has not
 * ended ("Advanced (paused)") and the class credits left that have not expired. Two queries
 * for the whole gym, not one per member.
 */
export async function holdingsOfEveryone(
  database: Database,
  now: Date = clock.now(),
): Promise<Map<string, { membership: string | null; credits: number }>> {
  const [memberships, credits] = await Promise.all([
    database.db
      .selectFrom("memberships")
      .select(["user_id", "product_id", "status", "started_at"])
      .where("status", "in", ["active", "paused", "past_due"])
      .orderBy("started_at")
      .execute(),
    // A balance is the sum of the ledger's rows (decision 0150) over the grants not yet expired.
    database.db
      .selectFrom("credit_ledger")
      .innerJoin("credit_grants", "credit_grants.id", "credit_ledger.grant_id")
      .select((eb) => ["credit_grants.user_id", eb.fn.sum<number | string>("credit_ledger.credits").as("left")])
      .where("credit_grants.expires_at", ">", now.toISOString())
      .groupBy("credit_grants.user_id")
      .execute(),
  ]);
  const held = new Map<string, { membership: string | null; credits: number }>();
  const entry = (userId: string) => {
    const found = held.get(userId) ?? { membership: null, credits: 0 };
    held.set(userId, found);
    return found;
  };
  // The newest membership wins when a member holds more than one (ordered oldest first).
  for (const row of memberships) {
    const status = statusWords[row.status as keyof typeof statusWords];
    entry(row.user_id).membership = `${currentProducts().find(row.product_id)?.name ?? row.product_id} (${status})`;
  }
  for (const row of credits) entry(row.user_id).credits = Number(row.left);
  return held;
}
