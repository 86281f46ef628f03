import type { Database } from "#app/platform/data/database.server.ts";

/** Of one membership: the members who pay for it online, and those of them Stripe bills at an older Price. */
export interface OnlineSubscriptions {
  online: number;
  onOldPrice: number;
}

/**
 * How many members pay for each membership online (Stripe bills each the price they signed
 * up at), and how many of those are billed at another Price than the product's current one
 * and not leaving (the staff pages' counts, decision 0213). One grouped query; for one
 * product with `productId`.
 */
export async function onlineSubscriptions(
  database: Pick<Database, "db">,
  productId?: string,
): Promise<Map<string, OnlineSubscriptions>> {
  let query = database.db
    .selectFrom("memberships")
    .leftJoin("stripe_prices", (join) =>
      join
        .onRef("stripe_prices.product_id", "=", "memberships.product_id")
        .on("stripe_prices.active", "=", 1)
        .on("stripe_prices.recurring", "=", "month"),
    )
    .select("memberships.product_id")
    .select((eb) => eb.fn.countAll<number | string>().as("online"))
    .select((eb) =>
      eb.fn
        .count<number | string>(
          eb
            .case()
            .when(
              eb.and([
                eb("stripe_prices.stripe_price_id", "is not", null),
                eb("memberships.cancels_at", "is", null),
                eb.or([
                  eb("memberships.stripe_price_id", "is", null),
                  eb("memberships.stripe_price_id", "!=", eb.ref("stripe_prices.stripe_price_id")),
                ]),
              ]),
            )
            .then(1)
            .end(),
        )
        .as("on_old_price"),
    )
    .where("memberships.stripe_subscription_id", "is not", null)
    .where("memberships.status", "!=", "ended")
    .groupBy("memberships.product_id");
  if (productId !== undefined) query = query.where("memberships.product_id", "=", productId);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.product_id, { online: Number(row.online), onOldPrice: Number(row.on_old_price) }]),
  );
}
