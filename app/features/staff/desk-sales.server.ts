import { formatMoney } from "#app/content/products.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import {
  adjustCredits,
  type ChangeRefusal,
  ChangeRefused,
  changeMembership,
} from "#app/features/memberships/membership-changes.server.ts";
import {
  AlreadyBoughtOnce,
  BilledOnline,
  type PaymentMethod,
  paymentMethodLabels,
  type Sold,
  sellProduct,
} from "#app/features/memberships/sales.server.ts";
import { OfferRefused } from "#app/features/offers/redemptions.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import {
  type DeskRefundServices,
  requestDeskRefund,
  settleDeskRefund,
} from "#app/features/refunds/desk-refunds.server.ts";
import type { RecordedRefund } from "#app/features/refunds/record-refund.server.ts";
import { amountLeftToRefund } from "#app/features/refunds/refund-rows.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { deskReason } from "./desk-reason.ts";
import { StaffRefused } from "./errors.ts";
import { STAFF_LIMITS } from "./limits.ts";

/**
 * The front desk's side of selling: it checks what staff typed, says what is wrong in its own
 * words, and records every sale and change in the audit log, in the transaction that makes it
 * (through the memberships feature's `record` hook). Who may: any staff member sells,
 * pauses, resumes and ends; only an owner refunds or adjusts credits (the routes ask
 * requireStaffWriter for the role). Refunds are the refunds feature's (app/features/refunds/).
 */

/** The ways of paying at the desk (online payment is Stripe's, never typed in). */
export const deskMethods = ["cash", "card", "transfer"] as const satisfies PaymentMethod[];
export type DeskMethod = (typeof deskMethods)[number];

export const isDeskMethod = (value: string): value is DeskMethod => (deskMethods as readonly string[]).includes(value);

const changeMessages: Record<ChangeRefusal, [StaffRefused["code"], string]> = {
  NO_MEMBERSHIP: ["NO_MEMBERSHIP", "This member has no running membership to change."],
  BILLED_ONLINE: [
    "BILLED_ONLINE",
    "This membership is paid online by card: the member changes it in their billing portal, the gym in its Stripe Dashboard.",
  ],
  NOT_PAUSED: ["NOT_PAUSED", "That does not fit the membership as it is now: reload the page to see it."],
  NOT_ENOUGH_CREDITS: ["NOT_ENOUGH_CREDITS", "The member has fewer credits than that to take away."],
};

/** The change's own refusals in the desk's words; anything else goes on up. */
async function inDeskWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChangeRefused) throw new StaffRefused(...changeMessages[error.code]);
    if (error instanceof BilledOnline) throw new StaffRefused(...changeMessages.BILLED_ONLINE);
    // A promo code the member gave that cannot be used: the offer's own reason, in its words.
    if (error instanceof OfferRefused) throw new StaffRefused(error.code, error.message);
    if (error instanceof AlreadyBoughtOnce) {
      throw new StaffRefused("ALREADY_BOUGHT_ONCE", `${error.message} This member has bought it before.`);
    }
    throw error;
  }
}

/** The member as the audit log names them; refused when there is no such account. */
async function memberSubject(database: Database, memberId: string) {
  const member = await database.db
    .selectFrom("user")
    .select(["id", "email"])
    .where("id", "=", memberId)
    .executeTakeFirst();
  if (!member) throw new StaffRefused("ACCOUNT_NOT_FOUND", "There is no such member.");
  return { type: "account" as const, id: member.id, label: member.email };
}

/** Sells a product at the desk: the sale, what it buys, the receipt e-mail and the audit entry, in one transaction. */
export async function sellAtDesk(
  { database, mail }: { database: Database; mail: { context: MailContext } },
  {
    memberId,
    productId,
    method,
    offerCode = null,
    actor,
    now = clock.now(),
  }: {
    memberId: string;
    productId: string;
    method: string;
    /** A promo code the member gave (decision 0212): its use is claimed in the sale's transaction. */
    offerCode?: string | null;
    actor: AuditActor & { id: string };
    now?: Date;
  },
): Promise<Sold> {
  const product = currentProducts().find(productId);
  if (!product || product.retiredAt !== null)
    throw new StaffRefused("INVALID_INPUT", "Choose one of the gym's products.");
  if (!isDeskMethod(method))
    throw new StaffRefused("INVALID_INPUT", "Choose how the member paid: cash, card or transfer.");
  const subject = await memberSubject(database, memberId);
  return inDeskWords(() =>
    sellProduct(
      database,
      { userId: memberId, productId, method, staffUserId: actor.id, now, offerCode },
      {
        mail: mail.context,
        record: (trx, sold) =>
          recordStaffAction(
            trx,
            {
              actor,
              action: "sale.recorded",
              subject,
              before: null,
              after: {
                product: product.name,
                amount: formatMoney(sold.sale.amount, sold.sale.currency),
                paidBy: paymentMethodLabels[method],
                ...(sold.sale.offer ? { offer: sold.sale.offer.code } : {}),
                sale: sold.sale.id,
              },
            },
            now,
          ),
      },
    ),
  );
}

/** Pauses, resumes or ends a membership sold at the desk (audited). */
export async function changeMembershipAtDesk(
  database: Database,
  {
    memberId,
    change,
    actor,
    now = clock.now(),
  }: { memberId: string; change: "pause" | "resume" | "end"; actor: AuditActor; now?: Date },
) {
  const subject = await memberSubject(database, memberId);
  const action = ({ pause: "membership.paused", resume: "membership.resumed", end: "membership.ended" } as const)[
    change
  ];
  return inDeskWords(() =>
    changeMembership(database, { userId: memberId, change, now }, (trx, changed) =>
      recordStaffAction(
        trx,
        {
          actor,
          action,
          subject,
          before: { membership: changed.product, ...changed.before },
          after: { membership: changed.product, ...changed.after },
        },
        now,
      ),
    ),
  );
}

/** Adds or takes away credits with the reason staff give (owner only; audited). */
export async function adjustCreditsAtDesk(
  database: Database,
  {
    memberId,
    change,
    reason,
    validDays = STAFF_LIMITS.creditValidDaysDefault,
    actor,
    now = clock.now(),
  }: { memberId: string; change: number; reason: string; validDays?: number; actor: AuditActor; now?: Date },
) {
  const why = deskReason(reason, `Say why, in ${STAFF_LIMITS.reasonMin} to ${STAFF_LIMITS.reasonMax} characters.`);
  if (!Number.isInteger(change) || change === 0 || Math.abs(change) > STAFF_LIMITS.creditAdjustmentMax) {
    throw new StaffRefused(
      "INVALID_INPUT",
      `Add or take away a whole number of credits, at most ${STAFF_LIMITS.creditAdjustmentMax}.`,
    );
  }
  if (!Number.isInteger(validDays) || validDays < 1 || validDays > STAFF_LIMITS.creditValidDaysMax) {
    throw new StaffRefused("INVALID_INPUT", `Credits stay valid from 1 to ${STAFF_LIMITS.creditValidDaysMax} days.`);
  }
  const subject = await memberSubject(database, memberId);
  return inDeskWords(() =>
    adjustCredits(database, { userId: memberId, change, reason: why, validDays, actor, now }, (trx, adjusted) =>
      recordStaffAction(
        trx,
        {
          actor,
          action: "credits.adjusted",
          subject,
          before: { credits: adjusted.before },
          after: { credits: adjusted.after, reason: why },
        },
        now,
      ),
    ),
  );
}

/**
 * Refunds a payment from the member's record in one go (owner only; audited, e-mailed, with
 * its credit note): `amount` of it (what is left, by default), the unused credits the desk
 * chose (all, by default), the bookings it chose to cancel. A payment made online goes back
 * through Stripe (features/refunds/desk-refunds.server.ts says how).
 */
export async function refundAtDesk(
  services: DeskRefundServices,
  {
    memberId,
    saleId,
    amount,
    withdrawCredits = "all",
    cancelBookings = [],
    reason = "Refund at the desk",
    actor,
    now = clock.now(),
  }: {
    memberId: string;
    saleId: string;
    amount?: number;
    withdrawCredits?: number | "all";
    cancelBookings?: string[];
    reason?: string;
    actor: AuditActor & { id: string };
    now?: Date;
  },
): Promise<RecordedRefund> {
  await memberSubject(services.database, memberId);
  const requested = await requestDeskRefund(services, {
    saleId,
    userId: memberId,
    // What is left; a payment with nothing left is asked for a cent, which the refund refuses in its words.
    amount: amount ?? Math.max(await amountLeftToRefund(services.database, saleId), 1),
    withdrawCredits,
    cancelBookings,
    reason,
    actor,
    now,
  });
  return requested.recorded ?? settleDeskRefund(services, requested.pending.id, now);
}
