import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { currency, formatMoney } from "#app/content/products.ts";
import { invoiceAttachment } from "#app/features/books/invoice-attachment.server.ts";
import { gymTaxRule, type IssuedInvoice, issueInvoice } from "#app/features/books/invoices.server.ts";
import { chargedFor } from "#app/features/books/tax.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { receiptEmail } from "#app/features/mail/templates/receipt.ts";
import { currentProducts, type StoredProduct } from "#app/features/products/current-products.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { isUniqueViolation } from "#app/platform/data/unique-violation.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type LedgerActor, MEMBER } from "./credit-ledger.server.ts";
import { type Granted, grantCredits, grantedText, grantMembership, renewableMembership } from "./grants.server.ts";
import { type PaymentMethod, paymentMethodLabels } from "./payment-methods.ts";
import { offerOnInvoice, type PaidOffer, saleOffer } from "./sale-offers.server.ts";
import { longDateLabel } from "./wording.ts";

export { BilledOnline, type Granted, oneMonthAfter } from "./grants.server.ts";

/**
 * Selling a product (the products for sale, app/features/products/current-products.server.ts): the payment row, what it entitles the member
 * to and the receipt e-mail are written in one transaction, so a sale never exists without
 * its membership or credits or its receipt, nor credits without their sale. The desk
 * (cash, card terminal, bank transfer) and online payment (Stripe) both sell through here.
 */

type Trx = Kysely<Tables>;

export { type PaymentMethod, paymentMethodLabels } from "./payment-methods.ts";

export class UnknownProduct extends Error {
  override name = "UnknownProduct";
}

/** An intro offer the member has bought before (the database's unique index said so). */
export class AlreadyBoughtOnce extends Error {
  override name = "AlreadyBoughtOnce";
}

export interface Sale {
  id: string;
  productId: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  createdAt: string;
  /** Its invoice, issued in the sale's transaction (app/features/books/invoices.server.ts). */
  invoice: { number: string };
  /** The offer it was sold with and what it took off `amount`'s price; null for none. */
  offer: { code: string; discount: number } | null;
}

export interface Sold {
  sale: Sale;
  granted: Granted;
}

export interface SaleInput {
  userId: string;
  productId: string;
  method: PaymentMethod;
  /** The staff member at the desk; null online. */
  staffUserId?: string | null;
  now?: Date;
  /** The Stripe Checkout Session it came from: recorded once however often Stripe reports it. */
  externalRef?: string | null;
  /** What Stripe actually took; the desk charges the product's price (less an offer's discount). */
  amount?: number;
  /** ISO 4217, as Stripe took it; the gym's currency by default. */
  currency?: string;
  /** At the desk: the offer's code the member gave (its use claimed in the sale's transaction). */
  offerCode?: string | null;
  /** Online: the offer Stripe applied, and the hold it makes a use of. */
  paidOffer?: PaidOffer;
}

/** What a sale owes besides its rows, in its own transaction: the receipt, and (at the desk) the audit entry. */
export interface SaleEffects {
  mail: MailContext;
  record?: (trx: Trx, sold: Sold) => Promise<void>;
}

/**
 * Records a sale of `productId` to the member at its price now and grants what it buys: a
 * month of membership (renewing the one still running, at the price and weekly limit of the
 * product now, else a new one with its joining fee), or the product's credits expiring after
 * its validity. The sale, the membership and the grant keep their own copies of the amount,
 * limit, credits and expiry, so a later change of the product changes none of them. Refuses
 * an unknown or retired product, a second intro offer, and a membership at the desk for a
 * member billed online (BilledOnline).
 */
export async function sellProduct(database: Database, input: SaleInput, effects: SaleEffects): Promise<Sold> {
  const product = currentProducts().find(input.productId);
  if (!product || product.retiredAt !== null) throw new UnknownProduct(`There is no product "${input.productId}".`);
  try {
    return await database.writeTransaction((trx) => recordSale(database, trx, product, input, effects));
  } catch (error) {
    if (product.kind !== "membership" && product.oncePerPerson && isUniqueViolation(error)) {
      throw new AlreadyBoughtOnce(`"${product.name}" is once per person.`);
    }
    throw error;
  }
}

/** sellProduct's work, for a caller already in a write transaction (online payments: the event id goes in the same one). */
export async function recordSale(
  database: Pick<Database, "kind">,
  trx: Trx,
  product: StoredProduct,
  {
    userId,
    method,
    staffUserId = null,
    now = clock.now(),
    externalRef = null,
    amount,
    offerCode,
    paidOffer,
    currency: paidIn,
  }: SaleInput,
  effects: SaleEffects,
): Promise<Sold> {
  const saleId = randomUUID();
  const renew = product.kind === "membership" ? await renewableMembership(database, trx, userId, now) : undefined;
  if (product.kind !== "membership" && product.oncePerPerson) {
    // Checked first for a clear answer; the unique index is what holds under concurrency.
    const before = await trx
      .selectFrom("credit_grants")
      .select("id")
      .where("user_id", "=", userId)
      .where("product_id", "=", product.id)
      .executeTakeFirst();
    if (before) throw new AlreadyBoughtOnce(`"${product.name}" is once per person.`);
  }
  const joiningFee = product.kind === "membership" && !renew ? product.joiningFee : 0;
  // The product's prices, with the gym's tax added when they are written without it.
  const rule = gymTaxRule();
  const gross = chargedFor(product.price, rule);
  const offer = await saleOffer(database, trx, { offerCode, paidOffer }, { product, userId, gross, now });
  const charged = amount ?? gross + chargedFor(joiningFee, rule) - (offer?.discount ?? 0);
  const invoice = await insertSale(trx, {
    saleId,
    userId,
    productId: product.id,
    method,
    amount: charged,
    staffUserId,
    now,
    externalRef,
    joiningFee,
    currency: paidIn ?? product.currency,
    ...(offer ? { offer: offerOnInvoice(offer) } : {}),
  });
  await offer?.recordUse(saleId);
  const granted =
    product.kind === "membership"
      ? await grantMembership(trx, product, { userId, saleId, now, ...(renew ? { renew } : {}) })
      : await grantCredits(trx, product, {
          userId,
          saleId,
          now,
          oncePerPerson: product.oncePerPerson,
          actor: await sellerOf(trx, staffUserId),
        });
  const sold: Sold = {
    sale: {
      id: saleId,
      productId: product.id,
      method,
      amount: charged,
      currency: paidIn ?? product.currency,
      createdAt: now.toISOString(),
      invoice: { number: invoice.number },
      offer: offer ? { code: offer.offer.code, discount: offer.discount } : null,
    },
    granted,
  };
  const item = offer
    ? `${product.name} (offer ${offer.offer.code}: ${formatMoney(offer.discount, product.currency)} off)`
    : product.name;
  await queueReceipt(trx, { userId, sale: sold.sale, item, grants: grantedText(granted, product) }, effects.mail);
  await effects.record?.(trx, sold);
  return sold;
}

/** Who the credit ledger says granted a sale's credits: the staff member at the desk, or the member online. */
async function sellerOf(trx: Trx, staffUserId: string | null): Promise<LedgerActor> {
  if (staffUserId === null) return MEMBER;
  const staff = await trx.selectFrom("user").select("email").where("id", "=", staffUserId).executeTakeFirst();
  return { id: staff ? staffUserId : null, label: staff?.email ?? "front desk" };
}

/**
 * The payment row alone (a subscription's invoice pays for a membership Stripe keeps, so it
 * grants nothing here) and its invoice: every sale, whatever records it, is invoiced in its
 * own transaction, its number taken there (a sale rolled back uses none).
 */
export async function insertSale(
  trx: Trx,
  row: {
    saleId: string;
    userId: string;
    productId: string;
    method: PaymentMethod;
    amount: number;
    staffUserId: string | null;
    now: Date;
    externalRef: string | null;
    /** ISO 4217, as the payment was made; the gym's currency by default. */
    currency?: string;
    /** The joining fee charged with it, at the product's price (an invoice line of its own). */
    joiningFee?: number;
    /** The offer it was sold with: recorded on the sale, and a line of its invoice. */
    offer?: { code: string; label: string; discount: number };
  },
): Promise<IssuedInvoice> {
  await trx
    .insertInto("sales")
    .values({
      id: row.saleId,
      user_id: row.userId,
      product_id: row.productId,
      method: row.method,
      amount: row.amount,
      currency: row.currency ?? currency,
      staff_user_id: row.staffUserId,
      created_at: row.now.toISOString(),
      refunded_at: null,
      external_ref: row.externalRef,
      offer_code: row.offer?.code ?? null,
      discount: row.offer?.discount ?? 0,
    })
    .execute();
  return issueInvoice(trx, {
    saleId: row.saleId,
    userId: row.userId,
    productId: row.productId,
    amount: row.amount,
    currency: row.currency ?? currency,
    ...(row.joiningFee ? { joiningFee: row.joiningFee } : {}),
    ...(row.offer ? { offer: row.offer } : {}),
    at: row.now,
  });
}

/** Queues the receipt of `sale` to the member, in the sale's transaction, its invoice attached as a PDF. */
export async function queueReceipt(
  trx: Trx,
  { userId, sale, item, grants }: { userId: string; sale: Sale; item: string; grants: string },
  context: MailContext,
): Promise<void> {
  const member = await trx.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  if (!member) return;
  const input = {
    to: member.email,
    saleId: sale.id,
    item,
    amount: formatMoney(sale.amount, sale.currency),
    method: paymentMethodLabels[sale.method],
    date: longDateLabel(sale.createdAt),
    grants,
    invoiceNumber: sale.invoice.number,
  };
  const message = receiptEmail(input, context);
  const attachment = await invoiceAttachment(trx, sale.invoice.number);
  await enqueueMail(
    trx,
    attachment ? { ...message, attachments: [...(message.attachments ?? []), attachment] } : message,
  );
}
