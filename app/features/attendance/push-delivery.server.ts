import webpush from "web-push";
import type { PushPayload } from "#app/features/mail/outbox.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { VapidKeys } from "./push-keys.server.ts";
import { deleteGoneSubscription } from "./push-subscriptions.server.ts";

/** How long a push service keeps a notification for a phone that is off (a reminder is stale after a day). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one web push notification for the outbox's worker: encrypted to the browser's keys
 * and signed with our VAPID keys by `web-push` (aes128gcm, RFC 8291), posted with fetch so
 * the worker's time limit can cut it off. A subscription the push service no longer knows
 * (404, 410) is deleted: "gone". Any other failure throws, and the worker retries.
 */
export function pushDeliverer(keys: VapidKeys, database: Database) {
  return async (payload: PushPayload, signal: AbortSignal): Promise<"delivered" | "gone"> => {
    const request = webpush.generateRequestDetails({ endpoint: payload.endpoint, keys: payload.keys }, payload.body, {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal,
    });
    await response.body?.cancel();
    if (response.ok) return "delivered";
    if (response.status === 404 || response.status === 410) {
      await deleteGoneSubscription(database.db, payload.endpoint);
      return "gone";
    }
    throw new Error(`the push service answered ${response.status}`);
  };
}
