import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";

/**
 * The one way a membership row is written new (a desk sale, the demo's, a test's): no
 * content here, so test helpers that mock the content can use it too.
 */

/** A new membership row, running from `startedAt` to `periodEnd` (a desk sale, the demo's, a test's). */
export async function insertMembership(
  trx: Kysely<Tables>,
  row: {
    userId: string;
    productId: string;
    saleId: string | null;
    classesPerWeek: number | null;
    startedAt: Date;
    periodEnd: string;
    status?: "active" | "paused" | "past_due" | "ended";
    stripeSubscriptionId?: string | null;
    cancelsAt?: string | null;
    pastDueSince?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("memberships")
    .values({
      id,
      user_id: row.userId,
      product_id: row.productId,
      sale_id: row.saleId,
      status: row.status ?? "active",
      classes_per_week: row.classesPerWeek,
      started_at: row.startedAt.toISOString(),
      current_period_end: row.periodEnd,
      updated_at: row.startedAt.toISOString(),
      stripe_subscription_id: row.stripeSubscriptionId ?? null,
      cancels_at: row.cancelsAt ?? null,
      paused_at: row.status === "paused" ? row.startedAt.toISOString() : null,
      past_due_since: row.pastDueSince ?? null,
    })
    .execute();
  return id;
}
