import { z } from "zod";
import { normaliseEmail } from "#app/features/accounts/user-documents.server.ts";
import { OFFER_CODE_MAX } from "#app/features/offers/pricing-offer.server.ts";
import { freshProducts } from "#app/features/products/current-products.server.ts";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { deskMethods, sellAtDesk } from "#app/features/staff/desk-sales.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { idempotencyKeyOf, idempotent } from "#app/platform/http/idempotency.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { EMAIL_MAX_LENGTH } from "#app/platform/security/input-limits.ts";
import type { Services } from "#app/services.server.ts";
import { entitlementJson } from "./api.server.ts";

/**
 * POST /api/staff/sales: the desk's sale over JSON (docs/api.md), made as the member record's
 * form makes it (app/features/staff/desk-sales.server.ts), behind the same gate. It takes an
 * `Idempotency-Key` (app/platform/http/idempotency.server.ts): money is counted once however
 * often a client retries.
 */

const saleBody = z.strictObject({
  memberEmail: z.email().max(EMAIL_MAX_LENGTH),
  productId: z.string().min(1).max(100),
  method: z.enum(deskMethods),
  /** A promo code the member gave (decision 0212). */
  offerCode: z.string().trim().min(1).max(OFFER_CODE_MAX).optional(),
});
type SaleBody = z.infer<typeof saleBody>;

/** How the desk's refusals read in the API: the product the content does not sell is the client's mistake. */
const codes: Partial<Record<StaffRefused["code"], string>> = {
  INVALID_INPUT: "UNKNOWN_PRODUCT",
  ACCOUNT_NOT_FOUND: "MEMBER_NOT_FOUND",
};

export async function createSale(request: Request, services: Services): Promise<Response> {
  // Who asks first, then what they sent (as the timetable's API): a stranger learns nothing of the body's shape.
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) return refused;
  const idempotency = idempotencyKeyOf(request);
  if (idempotency.refused) return idempotency.refused;
  let body: SaleBody;
  try {
    body = await readJsonBody(request, saleBody);
  } catch (response) {
    if (response instanceof Response) return response;
    throw response;
  }
  // At the price of this moment, whichever server the owner changed it on.
  await freshProducts(services.database);
  // A retry after a timeout with the same key answers as the first request did, and sells nothing more.
  return idempotent(services.database, { key: idempotency.key, userId: staff.id, request, body }, (database) =>
    sell({ database, mail: services.mail }, staff, body),
  );
}

/** The sale itself, every write through `database` (the key's transaction, when the request carried one). */
async function sell(
  services: { database: Database; mail: Services["mail"] },
  staff: StaffMember,
  body: SaleBody,
): Promise<Response> {
  const member = await services.database.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", normaliseEmail(body.memberEmail))
    .executeTakeFirst();
  if (!member) return apiError(404, "MEMBER_NOT_FOUND", "No member has that e-mail address.");
  try {
    const sold = await sellAtDesk(services, {
      memberId: member.id,
      productId: body.productId,
      method: body.method,
      offerCode: body.offerCode ?? null,
      actor: { id: staff.id, label: staff.email },
    });
    return apiJson(
      {
        sale: {
          id: sold.sale.id,
          productId: sold.sale.productId,
          method: sold.sale.method,
          amount: sold.sale.amount,
          currency: sold.sale.currency,
          createdAt: sold.sale.createdAt,
          invoice: { number: sold.sale.invoice.number },
          // What a promo code took off the product's price, when one was given.
          ...(sold.sale.offer ? { offer: sold.sale.offer } : {}),
        },
        entitlement: entitlementJson(sold.granted),
      },
      { status: 201 },
    );
  } catch (error) {
    if (!(error instanceof StaffRefused)) throw error;
    return apiError(error.status, codes[error.code] ?? error.code, error.message);
  }
}
