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

/** Saves the browser's subscription for the member; a browser re-subscribing under another account moves to it. */
export async function saveSubscription(db: Db, userId: string, subscription: Subscription, now = clock.now()) {
  const values = { user_id: userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insertInto("push_subscriptions")
    .values({ endpoint: subscription.endpoint, ...values, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("endpoint").doUpdateSet(values))
    .execute();
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

/** Queues the notification to each of the member's browsers, in the caller's transaction. */
export async function queuePush(db: Db, userId: string, notification: Notification, context: MailContext) {
  const subscriptions = await db
    .selectFrom("push_subscriptions")
    .select(["endpoint", "p256dh", "auth"])
    .where("user_id", "=", userId)
    .execute();
  for (const subscription of subscriptions) {
    await enqueuePush(db, {
      topic: notification.topic,
      origin: context.origin,
      subscription: { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      title: notification.title,
      body: JSON.stringify({ title: notification.title, body: notification.body, url: notification.url }),
    });
  }
}
