import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { membershipEndingEmail } from "#app/features/mail/templates/membership-ending.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { type Database, forUpdate } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { longDateLabel } from "./wording.ts";

/**
 * A membership bought at the desk does not renew by itself (decision 0152): it ends when
 * its paid period does, and the member is told 3 days before. Both are found by a sweep of
 * the database on every server, each step safe to run on several at once: the end is one
 * conditional UPDATE (a desk renewal that moved the period on first is seen, and one made
 * after starts a new membership, as it always did); the notice is claimed per membership
 * and period end in membership_end_notices, in the transaction that queues the e-mail, so
 * it is queued once. A paused membership is not ended: its paid days wait for it. A
 * membership Stripe bills is Stripe's to end (its webhook).
 */

const DAY = 24 * 60 * 60 * 1000;
/** How long before its end the member is told. */
export const END_NOTICE_DAYS = 3;
/** Memberships looked at per round. */
const BATCH = 100;

/** Ends every desk membership whose paid period is over at `now`. Returns how many. */
export async function endLapsedDeskMemberships(database: Database, now: Date = clock.now()): Promise<number> {
  const ended = await database.db
    .updateTable("memberships")
    .set({ status: "ended", updated_at: now.toISOString() })
    .where("status", "=", "active")
    .where("stripe_subscription_id", "is", null)
    .where("current_period_end", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** Claims the notice of `membership`'s period end and queues the e-mail, once; false when it changed or was told. */
async function tellOnce(
  database: Database,
  context: MailContext,
  membership: { id: string; current_period_end: string },
  now: Date,
): Promise<boolean> {
  return database.writeTransaction(async (trx) => {
    // Read again under its lock: a renewal at the desk meanwhile moved its end (no notice now).
    const current = await forUpdate(
      database,
      trx
        .selectFrom("memberships")
        .select(["user_id", "product_id", "status", "current_period_end", "stripe_subscription_id"])
        .where("id", "=", membership.id),
    ).executeTakeFirst();
    if (
      current?.status !== "active" ||
      current.stripe_subscription_id !== null ||
      current.current_period_end !== membership.current_period_end
    )
      return false;
    const claimed = await trx
      .insertInto("membership_end_notices")
      .values({
        membership_id: membership.id,
        period_end: membership.current_period_end,
        user_id: current.user_id,
        queued_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["membership_id", "period_end"]).doNothing())
      .returning("membership_id")
      .executeTakeFirst();
    if (!claimed) return false;
    const member = await trx.selectFrom("user").select("email").where("id", "=", current.user_id).executeTakeFirst();
    if (!member) return true;
    const product = currentProducts().find(current.product_id)?.name ?? current.product_id;
    await enqueueMail(
      trx,
      membershipEndingEmail(
        { to: member.email, product, endsOn: longDateLabel(membership.current_period_end) },
        context,
      ),
    );
    return true;
  });
}

/** Queues the e-mail of every desk membership ending within 3 days of `now` whose member was not told yet. */
export async function queueMembershipEndNotices(
  database: Database,
  context: MailContext,
  now: Date = clock.now(),
): Promise<number> {
  let queued = 0;
  for (;;) {
    const due = await database.db
      .selectFrom("memberships")
      .leftJoin("membership_end_notices", (join) =>
        join
          .onRef("membership_end_notices.membership_id", "=", "memberships.id")
          .onRef("membership_end_notices.period_end", "=", "memberships.current_period_end"),
      )
      .select(["memberships.id", "memberships.current_period_end"])
      .where("memberships.status", "=", "active")
      .where("memberships.stripe_subscription_id", "is", null)
      .where("memberships.current_period_end", ">", now.toISOString())
      .where("memberships.current_period_end", "<=", new Date(now.getTime() + END_NOTICE_DAYS * DAY).toISOString())
      .where("membership_end_notices.membership_id", "is", null)
      .orderBy("memberships.current_period_end")
      .orderBy("memberships.id")
      .limit(BATCH)
      .execute();
    let round = 0;
    for (const membership of due) if (await tellOnce(database, context, membership, now)) round++;
    queued += round;
    // A full batch that claimed nothing is another server's work in progress: the next sweep's.
    if (due.length < BATCH || round === 0) return queued;
  }
}
