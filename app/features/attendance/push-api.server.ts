import { z } from "zod";
import { currentMember } from "#app/features/accounts/member.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import { PUSH_ENDPOINT_RULE, pushEndpointProblem } from "./push-network.server.ts";
import { deleteSubscription, saveSubscription } from "./push-subscriptions.server.ts";

/** GET /api/push/key, POST and DELETE /api/me/push-subscriptions (docs/api.md). */

const pushOff = () =>
  apiError(404, "PUSH_OFF", "Notifications are not set up on this server. E-mail still tells you everything.");

/** GET /api/push/key: the VAPID public key a browser subscribes with. */
export function pushKey(services: Pick<Services, "pushKeys">): Response {
  return services.pushKeys ? apiJson({ publicKey: services.pushKeys.publicKey }) : pushOff();
}

/**
 * A push service's address: one of the services browsers use, https on port 443
 * (push-network.server.ts, decision 0140). The server will POST to it, so nothing else is
 * taken: not a host of the member's, nor one inside the gym's network.
 */
const endpoint = z
  .url({ protocol: /^https$/, error: PUSH_ENDPOINT_RULE })
  .max(2000)
  .refine((value) => pushEndpointProblem(new URL(value)) === null, PUSH_ENDPOINT_RULE);

const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), `must be ${bytes} bytes, base64url`);

/** What PushSubscription.toJSON() gives. */
const subscriptionBody = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(65), auth: base64url(16) }),
});

async function memberAndBody<T>(request: Request, services: Services, schema: z.ZodType<T>) {
  let body: T;
  try {
    body = await readJsonBody(request, schema);
  } catch (response) {
    if (response instanceof Response) return { response };
    throw response;
  }
  const member = await currentMember(request, services);
  if (!member) return { response: apiError(401, "NOT_SIGNED_IN", "Sign in to turn notifications on or off.") };
  return { member, body };
}

/** POST /api/me/push-subscriptions: this browser takes the member's notifications → 201. */
export async function subscribe(request: Request, services: Services): Promise<Response> {
  if (!services.pushKeys) return pushOff();
  const result = await memberAndBody(request, services, subscriptionBody);
  if (!result.member) return result.response;
  const { member, body } = result;
  const saved = await services.database.writeTransaction((trx) => saveSubscription(trx, member.id, body));
  if (saved === "taken") {
    return apiError(
      409,
      "PUSH_ENDPOINT_TAKEN",
      "This browser's notifications go to another account. Subscribe this browser afresh (a new endpoint) to have them here.",
    );
  }
  return apiJson({ endpoint: body.endpoint }, { status: 201 });
}

/** DELETE /api/me/push-subscriptions { endpoint }: this browser no longer does → 204. */
export async function unsubscribe(request: Request, services: Services): Promise<Response> {
  const result = await memberAndBody(request, services, z.strictObject({ endpoint: z.string().min(1).max(2000) }));
  if (!result.member) return result.response;
  await deleteSubscription(services.database.db, result.member.id, result.body.endpoint);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
