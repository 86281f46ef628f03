import { createHmac } from "node:crypto";
import { clock } from "#app/platform/time/clock.ts";
import type { ClaimedEntry, WebhookPayload } from "./outbox.server.ts";

/** The headers a receiver reads (docs/lead-webhook.md explains how to verify them). */
export const WEBHOOK_HEADERS = {
  id: "X-Webhook-Id",
  timestamp: "X-Webhook-Timestamp",
  signature: "X-Webhook-Signature",
} as const;

/**
 * `sha256=` and the hex HMAC-SHA256 of `${id}.${timestamp}.${body}` under the shared secret:
 * the id is signed too, since receivers de-duplicate on it (a replay under a fresh id fails).
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${id}.${timestamp}.${body}`).digest("hex")}`;
}

/**
 * One try: POST the stored body, signed with the time of this try (so a receiver can
 * refuse old replays) and the row's id (the same on every try, so it can drop repeats).
 * Any 2xx answer is delivered; anything else, or no answer in time, is a failed try.
 */
export async function deliverWebhook(
  entry: ClaimedEntry,
  payload: WebhookPayload,
  secret: string,
  signal: AbortSignal,
  now = clock.now(),
): Promise<void> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const response = await fetch(payload.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Ironpeak-Webhook/1",
      [WEBHOOK_HEADERS.id]: entry.id,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, entry.id, timestamp, payload.body),
    },
    body: payload.body,
    redirect: "error",
    signal,
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
