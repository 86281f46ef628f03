import { z } from "zod";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import { idempotencyKeyOf, idempotent } from "#app/platform/http/idempotency.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import {
  REFUND_AMOUNT_MAX,
  REFUND_BOOKINGS_MAX,
  refundJson,
  requestDeskRefund,
  settleDeskRefund,
} from "./desk-refunds.server.ts";
import { previewRefund } from "./refund-preview.server.ts";

/**
 * `/api/staff/sales/:id/refunds` (docs/api.md), owners only: GET says what a refund of the
 * payment would touch (what is left, the bookings it pays for, its unused credits, its
 * membership); POST refunds it as the refund page does, with an `Idempotency-Key` as the
 * sales API has (decision 0115): the refund is asked in the key's transaction, and one of an
 * online payment is then sent to Stripe and answered once recorded. A retry under the key
 * answers with the refund as it is, and refunds nothing more.
 */

const refundBody = z.strictObject({
  amount: z.number().int().min(1).max(REFUND_AMOUNT_MAX),
  withdrawCredits: z.union([z.boolean(), z.number().int().min(0).max(REFUND_AMOUNT_MAX)]),
  cancelBookings: z.union([z.boolean(), z.array(z.string().min(1).max(200)).max(REFUND_BOOKINGS_MAX)]),
  reason: z.string().max(STAFF_LIMITS.reasonMax * 2),
});
type RefundBody = z.infer<typeof refundBody>;

type Gate = { staff: StaffMember; refused?: never } | { staff?: never; refused: Response };

async function ownerForApi(request: Request, services: Services, write: boolean): Promise<Gate> {
  const gated = await staffForApi(request, services, { write });
  if (gated.refused) return gated;
  if (gated.staff.role !== "owner") {
    return { refused: apiError(403, "OWNERS_ONLY", "Only the gym's owners refund payments.") };
  }
  return gated;
}

const refusalOf = (error: unknown): Response => {
  if (error instanceof StaffRefused) return apiError(error.status, error.code, error.message);
  throw error;
};

export async function previewSaleRefund(request: Request, saleId: string, services: Services): Promise<Response> {
  const { refused } = await ownerForApi(request, services, false);
  if (refused) return refused;
  const preview = await previewRefund(services.database, { saleId });
  if (!preview) return apiError(404, "SALE_NOT_FOUND", "There is no such payment of a member's.");
  return apiJson({
    sale: preview.sale,
    refunded: preview.refunded,
    pending: preview.pending,
    left: preview.left,
    disputed: preview.disputed,
    creditsLeft: preview.creditsLeft,
    bookings: preview.bookings,
    membership: preview.membership,
    refunds: preview.refunds,
  });
}

export async function createSaleRefund(request: Request, saleId: string, services: Services): Promise<Response> {
  const { staff, refused } = await ownerForApi(request, services, true);
  if (refused) return refused;
  const idempotency = idempotencyKeyOf(request);
  if (idempotency.refused) return idempotency.refused;
  let body: RefundBody;
  try {
    body = await readJsonBody(request, refundBody);
  } catch (response) {
    if (response instanceof Response) return response;
    throw response;
  }
  const desk = { database: services.database, mail: services.mail, payments: services.payments };
  const first = await idempotent(
    services.database,
    { key: idempotency.key, userId: staff.id, request, body },
    async (database) => {
      try {
        const requested = await requestDeskRefund(
          { ...desk, database },
          {
            saleId,
            amount: body.amount,
            withdrawCredits:
              body.withdrawCredits === true ? "all" : body.withdrawCredits === false ? 0 : body.withdrawCredits,
            cancelBookings:
              body.cancelBookings === true ? "all" : body.cancelBookings === false ? [] : body.cancelBookings,
            reason: body.reason,
            actor: { id: staff.id, label: staff.email },
          },
        );
        return apiJson({ refund: refundJson(requested.recorded ?? requested.pending) }, { status: 201 });
      } catch (error) {
        return refusalOf(error);
      }
    },
  );
  if (!first.ok) return first;
  const answered = (await first.clone().json()) as { refund: { id: string; status: string } };
  if (answered.refund.status !== "pending") return first;
  // An online payment's refund, claimed: Stripe makes it now (a retry sends the same claim, under the same Stripe key).
  try {
    const recorded = await settleDeskRefund(desk, answered.refund.id);
    const replayed = first.headers.get("Idempotent-Replayed");
    return apiJson(
      { refund: refundJson(recorded) },
      { status: 201, ...(replayed ? { headers: { "Idempotent-Replayed": replayed } } : {}) },
    );
  } catch (error) {
    return refusalOf(error);
  }
}
