import type { Kysely } from "kysely";
import { enqueuePush } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * A member's browsers that take web push (table push_subscriptions): saved from /account
 * (POST /api/me/push-subscriptions), deleted when the member turns push off or the push
 * service says the subscription is gone. Notifications go through the outbox like mail.
 */
export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Notification {
  topic: string;
  title: string;
  body: string;
  /** Opened when the member taps the notification. */
  url: string;
}

type Db = Kysely<Tables>;

/** Browsers one member's notifications go to; a new one beyond this replaces the one subscribed longest ago. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

/**
 * Saves the browser's subscription for the member, in the caller's write transaction: "saved",
 * or "taken" when the endpoint is another member's. A posted endpoint proves nothing (anyone
 * who learns one can post it), so it never moves to the poster: the owner's notifications
 * would stop, and the poster's keys would make them unreadable. A browser that really
 * changes hands subscribes afresh, which gives it a new endpoint (PushSettings.tsx does so).
 * The member's own browser subscribing again counts as their newest.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  subscription: Subscription,
  now = clock.now(),
): Promise<"saved" | "taken"> {
  const values = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, created_at: now.toISOString() };
  const written = await db
    .insertInto("push_subscriptions")
    .values({ endpoint: subscription.endpoint, user_id: userId, ...values })
    .onConflict((conflict) =>
      conflict.column("endpoint").doUpdateSet(values).where("push_subscriptions.user_id", "=", userId),
    )
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return "taken";
  const newest = db
    .selectFrom("push_subscriptions")
    .select("endpoint")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("endpoint")
    .limit(MAX_SUBSCRIPTIONS_PER_MEMBER);
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "not in", newest).execute();
  return "saved";
}

/** The member turns push off on one browser. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).execute();
}

/** The push service no longer knows it (404 or 410). */
export async function deleteGoneSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).execute();
}

export async function subscriptionCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("push_subscriptions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Queues the notification to each of the member's browsers, in the caller's transaction
 * (due from `dueAt`, when given); the outbox rows' ids.
 */
export async function queuePush(
  db: Db,
  userId: string,
  notification: Notification,
  context: MailContext,
  dueAt?: Date,
): Promise<string[]> {
  const subscriptions = await db
    .selectFrom("push_subscriptions")
    .select(["endpoint", "p256dh", "auth"])
    .where("user_id", "=", userId)
    .execute();
  const ids: string[] = [];
  for (const subscription of subscriptions) {
    const { id } = await enqueuePush(
      db,
      {
        topic: notification.topic,
        origin: context.origin,
        subscription: {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        title: notification.title,
        body: JSON.stringify({ title: notification.title, body: notification.body, url: notification.url }),
      },
      clock.now(),
      dueAt,
    );
    ids.push(id);
  }
  return ids;
}
