import { z } from "zod";
import { formatMoney } from "#app/content/products.ts";
import { type MoveResult, moveSubscriptionsToCurrentPrice } from "#app/features/payments/subscription-moves.server.ts";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { idempotencyKeyOf, idempotent } from "#app/platform/http/idempotency.server.ts";
import { apiError, apiJson } from "#app/platform/http/json-api.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { freshProducts } from "./current-products.server.ts";
import { ShopRefused } from "./product-errors.ts";
import type { StoredProduct } from "./product-records.ts";

/**
 * The owner moves the members Stripe bills for a membership to its current price (decision
 * 0213): the product's page at /staff/products and
 * `POST /api/staff/products/:id/move-subscriptions` (docs/api.md). The checks, the audit
 * entry and the answer's words live here; the moves themselves in
 * app/features/payments/subscription-moves.server.ts.
 */

/** The product to move members to, or why not. `version`: the one the owner read, when given. */
async function movable(services: Services, id: string, version: number | undefined): Promise<StoredProduct> {
  const product = (await freshProducts(services.database)).find(id);
  if (!product) throw new ShopRefused("PRODUCT_NOT_FOUND", "There is no such product.");
  if (product.kind !== "membership") {
    throw new ShopRefused("NOT_A_MEMBERSHIP", `“${product.name}” is not a membership: no one subscribes to it.`);
  }
  if (product.retiredAt !== null) {
    throw new ShopRefused(
      "PRODUCT_RETIRED",
      `“${product.name}” is no longer sold: it has no price to move members to.`,
    );
  }
  if (version !== undefined && version !== product.version) {
    throw new ShopRefused(
      "STALE_VERSION",
      `“${product.name}” was changed since you read it: read its price again before you move members to it.`,
    );
  }
  if (!services.payments) {
    throw new ShopRefused("PAYMENTS_OFF", "This server has no Stripe key: no member pays online through it.");
  }
  return product;
}

/** The moves, with Stripe's refusals of the whole (its Price could not be had) as a 502. */
async function run(services: Services, product: StoredProduct, actor: AuditActor): Promise<MoveResult> {
  const payments = services.payments;
  if (!payments) throw new ShopRefused("PAYMENTS_OFF", "This server has no Stripe key.");
  let result: MoveResult;
  try {
    result = await moveSubscriptionsToCurrentPrice(
      { database: services.database, payments, mail: { context: services.mail.context } },
      product,
    );
  } catch (error) {
    log.warn(`Moving ${product.id}'s subscriptions: ${error instanceof Error ? error.message : String(error)}`);
    throw new ShopRefused(
      "STRIPE_UNAVAILABLE",
      "Stripe could not be reached for the product's price, so no one was moved. Try again in a moment.",
    );
  }
  if (result.moved.length + result.failed.length > 0) {
    const now = clock.now();
    await services.database.writeTransaction((trx) =>
      recordStaffAction(
        trx,
        {
          actor,
          action: "product.subscriptions-moved",
          subject: { type: "product", id: product.id, label: product.name },
          before: null,
          after: {
            priceId: result.priceId,
            price: result.price,
            currency: result.currency,
            moved: result.moved.length,
            failed: result.failed.length,
            waiting: result.waiting.length,
            left: result.left,
          },
        },
        now,
      ),
    );
  }
  return result;
}

export function moveJson(product: StoredProduct, result: MoveResult) {
  return {
    productId: product.id,
    priceId: result.priceId,
    price: result.price,
    currency: result.currency,
    priceLabel: formatMoney(result.price, result.currency),
    moved: result.moved,
    failed: result.failed,
    waiting: result.waiting,
    movedElsewhere: result.elsewhere,
    left: result.left,
  };
}

const moveBody = z.strictObject({ version: z.number().int().min(1).optional() });

/** The optional body: none, `{}`, or `{ "version": n }`. */
async function bodyOf(request: Request): Promise<z.infer<typeof moveBody>> {
  const text = await request.text();
  if (text.trim() === "") return {};
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    throw apiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send a JSON body with Content-Type: application/json, or none.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw apiError(400, "INVALID_JSON", "The request body is not valid JSON.");
  }
  const result = moveBody.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw apiError(400, "INVALID_BODY", `${where}${issue?.message ?? "The request body is not valid."}`);
  }
  return result.data;
}

/**
 * POST /api/staff/products/:id/move-subscriptions[ { version }] → 200 { move }. With an
 * `Idempotency-Key`, the press is claimed once per key; the moves are safe to run again
 * anyway (each subscription is moved once), so a retry answers with what is done now.
 */
export async function postMoveSubscriptions(request: Request, id: string, services: Services): Promise<Response> {
  try {
    const { staff, refused } = await staffForApi(request, services, { write: true, owner: true });
    if (refused) return refused;
    const idempotency = idempotencyKeyOf(request);
    if (idempotency.refused) return idempotency.refused;
    const body = await bodyOf(request);
    const product = await movable(services, id, body.version);
    const claimed = await idempotent(
      services.database,
      { key: idempotency.key, userId: staff.id, request, body: { ...body, productId: product.id } },
      async () => apiJson({ productId: product.id }),
    );
    if (!claimed.ok) return claimed;
    const result = await run(services, product, { id: staff.id, label: staff.email });
    const replayed = claimed.headers.get("Idempotent-Replayed");
    return apiJson(
      { move: moveJson(product, result) },
      replayed ? { headers: { "Idempotent-Replayed": replayed } } : {},
    );
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof ShopRefused) return apiError(error.status, error.code, error.message);
    throw error;
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the press did, in the owner's words: how many moved, how many could not be or wait for
 * their renewal (the page lists who and why beside it; the API answers the lists).
 */
export function moveMessage(product: StoredProduct, move: ReturnType<typeof moveJson>): string {
  const parts: string[] = [];
  if (move.moved.length > 0) {
    parts.push(
      `Moved ${plural(move.moved.length, "member", "members")} of “${product.name}” to ${move.priceLabel} a month, each from their next renewal, and e-mailed each the new price and its date.`,
    );
  } else if (move.failed.length === 0 && move.waiting.length === 0 && move.movedElsewhere === 0) {
    parts.push(`No member of “${product.name}” pays an older price: there was no one to move.`);
  }
  if (move.failed.length > 0) {
    parts.push(`${plural(move.failed.length, "member", "members")} could not be moved: press again to retry.`);
  }
  if (move.waiting.length > 0) {
    parts.push(
      `${plural(move.waiting.length, "member renews", "members renew")} too soon to be told in time: press again after that renewal.`,
    );
  }
  if (move.movedElsewhere > 0) {
    parts.push(`${plural(move.movedElsewhere, "member was", "members were")} being moved by another press.`);
  }
  return parts.join(" ");
}

/** The product page's post (intent "move-subscriptions"): the same moves, answered in words. */
export async function moveSubscriptionsFromPage(
  services: Services,
  id: string,
  version: number,
  actor: AuditActor,
): Promise<{ tone: "success" | "error"; message: string; move: ReturnType<typeof moveJson> }> {
  const product = await movable(services, id, Number.isInteger(version) ? version : -1);
  const move = moveJson(product, await run(services, product, actor));
  // Red only when nothing moved and something failed: the list of who could not be moved is shown beside it either way.
  const tone = move.failed.length > 0 && move.moved.length === 0 ? "error" : "success";
  return { tone, message: moveMessage(product, move), move };
}
