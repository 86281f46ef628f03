import webpush from "web-push";
import type { PushPayload } from "#app/features/mail/outbox.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { VapidKeys } from "./push-keys.server.ts";
import {
  PushEndpointRefused,
  type PushNetwork,
  postToPushService,
  productionPushNetwork,
} from "./push-network.server.ts";
import { deleteGoneSubscription } from "./push-subscriptions.server.ts";

/** How long a push service keeps a notification for a phone that is off (a reminder is stale after a day). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one web push notification for the outbox's worker: encrypted to the browser's keys
 * and signed with our VAPID keys by `web-push` (aes128gcm, RFC 8291), posted through
 * `network` (push-network.server.ts: a browser's push service only, at a public address,
 * no redirect followed) with the worker's signal, so its time limit can cut it off. A
 * subscription the push service no longer knows (404, 410), or one whose endpoint is no push
 * service's (saved before the rule, or never deliverable), is deleted: "gone". Any other
 * failure throws, and the worker retries. `network`: tests hand in their stand-ins'.
 */
export function pushDeliverer(keys: VapidKeys, database: Database, network: PushNetwork = productionPushNetwork) {
  return async (payload: PushPayload, signal: AbortSignal): Promise<"delivered" | "gone"> => {
    const request = webpush.generateRequestDetails({ endpoint: payload.endpoint, keys: payload.keys }, payload.body, {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
    });
    let status: number;
    try {
      status = await postToPushService(network, request.endpoint, {
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal,
      });
    } catch (error) {
      if (!(error instanceof PushEndpointRefused)) throw error;
      await deleteGoneSubscription(database.db, payload.endpoint);
      return "gone";
    }
    if (status >= 200 && status < 300) return "delivered";
    if (status === 404 || status === 410) {
      await deleteGoneSubscription(database.db, payload.endpoint);
      return "gone";
    }
    throw new Error(`the push service answered ${status}`);
  };
}
