import { randomUUID } from "node:crypto";
import { formatMoney } from "#app/content/products.ts";
import { holdingsView } from "#app/features/memberships/holdings-view.server.ts";
import type { Payment } from "#app/features/memberships/payments.server.ts";
import { paymentMethodLabels } from "#app/features/memberships/sales.server.ts";
import { freshProducts } from "#app/features/products/current-products.server.ts";
import { refundFormAction } from "#app/features/refunds/refund-form.server.ts";
import type { StaffViewer } from "#app/features/staff/access.server.ts";
import { requireStaffWriter } from "#app/features/staff/access.server.ts";
import {
  adjustCreditsAtDesk,
  changeMembershipAtDesk,
  deskMethods,
  sellAtDesk,
} from "#app/features/staff/desk-sales.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { outcomeOnce } from "#app/features/staff/form-once.server.ts";
import { deskIntents } from "#app/features/staff/intents.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { parseWholeNumber } from "#app/platform/http/whole-number.ts";
import type { Services } from "#app/services.server.ts";

/** A payment with something left to refund, and no card dispute open (the bank decides that one). */
const refundable = (payment: Payment) => payment.netPaid > 0 && !payment.disputed;

/** The desk's part of a member's record: what they hold and paid, and the forms to sell and change it. */
export async function loadDesk(services: Services, memberId: string, viewer: StaffViewer, now: Date) {
  const [holdings, catalog] = await Promise.all([
    holdingsView(services.database, memberId, now),
    // What is for sale this moment, whichever server the owner changed it on.
    freshProducts(services.database),
  ]);
  const owner = viewer.role === "owner";
  return {
    memberId,
    holdings,
    products: catalog.forSale.map((product) => ({
      id: product.id,
      label: `${product.name}, ${formatMoney(product.price, product.currency)}${product.kind === "membership" ? " a month" : ""}`,
    })),
    methods: deskMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] })),
    /** Refunds and credit adjustments are the owner's. */
    owner,
    /**
     * A one-time key for each form that records money or credits, new with every rendering
     * (decision 0130): posted twice, such a form records once.
     */
    keys: { sell: randomUUID(), adjust: randomUUID() },
    /** The payments an owner may refund, each on its own refund page (what it touches is shown first). */
    refundable: owner ? holdings.payments.filter(refundable).map((payment) => payment.id) : [],
    limits: {
      creditAdjustmentMax: STAFF_LIMITS.creditAdjustmentMax,
      creditValidDaysMax: STAFF_LIMITS.creditValidDaysMax,
      creditValidDaysDefault: STAFF_LIMITS.creditValidDaysDefault,
      reasonMin: STAFF_LIMITS.reasonMin,
      reasonMax: STAFF_LIMITS.reasonMax,
    },
  };
}

export type DeskData = Awaited<ReturnType<typeof loadDesk>>;

export const isDeskIntent = (intent: string): intent is (typeof deskIntents)[number] =>
  (deskIntents as readonly string[]).includes(intent);

const ownersOnly = new Set(["adjust-credits", "refund-sale"]);

/**
 * Every form of the desk part: staff may sell and change a membership; refunds and
 * adjustments need an owner. The forms that record money or credits (a sale, an adjustment,
 * a refund) are made once per rendered form, by its one-time key (decision 0130).
 */
export async function deskAction(request: Request, url: URL, form: FormData, memberId: string, services: Services) {
  const intent = field(form, "intent");
  const staff = await requireStaffWriter(request, services, ownersOnly.has(intent) ? "owner" : "staff");
  const actor = { id: staff.id, label: staff.email };
  const subject = "sales";
  const done = (message: string): StaffOutcome => ({ tone: "success", message, subject });
  const once = (fields: Record<string, unknown>, work: (database: Database) => Promise<StaffOutcome>) =>
    outcomeOnce(services.database, { form, userId: staff.id, url, fields: { intent, ...fields }, subject }, work);

  if (intent === "sell-product") {
    const sale = {
      productId: field(form, "productId", 100),
      method: field(form, "method", 20),
      offerCode: field(form, "offerCode", 40).trim() || null,
    };
    // At the price of this moment, whichever server the owner changed it on.
    await freshProducts(services.database);
    return once(sale, async (database) => {
      const sold = await sellAtDesk({ database, mail: services.mail }, { memberId, ...sale, actor });
      return done(
        `Sold for ${formatMoney(sold.sale.amount, sold.sale.currency)} (${paymentMethodLabels[sold.sale.method]})${sold.sale.offer ? `, offer ${sold.sale.offer.code}: ${formatMoney(sold.sale.offer.discount, sold.sale.currency)} off` : ""}, invoice ${sold.sale.invoice.number}. The receipt is on its way to the member.`,
      );
    });
  }
  if (intent === "adjust-credits") {
    const adjustment = {
      change: signedCredits(field(form, "direction", 10), field(form, "credits", 10)),
      reason: field(form, "reason", STAFF_LIMITS.reasonMax * 2),
      validDays: parseWholeNumber(field(form, "validDays", 10)) ?? Number.NaN,
    };
    return once(adjustment, async (database) => {
      const adjusted = await adjustCreditsAtDesk(database, { memberId, ...adjustment, actor });
      return done(`Credits ${adjusted.before} → ${adjusted.after}.`);
    });
  }
  if (intent === "refund-sale") {
    return refundFormAction(
      { database: services.database, mail: services.mail, payments: services.payments },
      { form, url, userId: memberId, actor, subject },
    );
  }
  // A membership's pause, resume and end record no money: posted again, the state refuses it (NOT_PAUSED, NO_MEMBERSHIP).
  return outcomeOf<StaffOutcome>(
    async () => {
      if (intent === "pause-membership" || intent === "resume-membership" || intent === "end-membership") {
        const change = intent === "pause-membership" ? "pause" : intent === "resume-membership" ? "resume" : "end";
        const changed = await changeMembershipAtDesk(services.database, { memberId, change, actor });
        const said = { pause: "paused", resume: "resumed", end: "ended" }[change];
        return done(`${changed.product} membership ${said}.`);
      }
      throw new StaffRefused("INVALID_INPUT", "That action is not known. Please try again from the page.");
    },
    { subject },
  );
}

/** "add" or "remove" and a count, as one signed number (NaN when either is not what the form offers). */
function signedCredits(direction: string, count: string): number {
  const credits = parseWholeNumber(count);
  if (credits === null || (direction !== "add" && direction !== "remove")) return Number.NaN;
  return direction === "add" ? credits : -credits;
}
