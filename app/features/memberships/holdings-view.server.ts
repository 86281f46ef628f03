import { allowanceText } from "#app/content/products.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { MembershipStatus } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type CreditHistoryEntry, creditHistory } from "./credit-history.server.ts";
import { type Entitlements, entitlementsOf } from "./member-entitlements.server.ts";
import { type Payment, paymentsOf } from "./payments.server.ts";
import { longDateLabel, membershipStatusLabels } from "./wording.ts";

/** What a member holds and has paid, worded for a page: /account, and the desk's member record. */
export interface HoldingsView {
  /** Whether booking needs a membership or credit in this gym at all. */
  required: boolean;
  membership: {
    /** The product's name ("name" would be masked for the demo desk as a person's). */
    product: string;
    status: MembershipStatus;
    statusLabel: string;
    /** Billed by Stripe: changed in the billing portal. */
    online: boolean;
    /** "Renews 24 December 2026", "Runs until …", "Ends 24 December 2026". */
    period: string;
    /** "1 of 2 classes used this week", "Unlimited classes". */
    weekly: string;
    /** Why it does not book, or until when it still does. */
    warning: string | null;
  } | null;
  credits: { id: string; product: string; left: string; expires: string }[];
  creditsLeft: number;
  /** The credit ledger's entries, newest first (decision 0150). */
  creditHistory: CreditHistoryLine[];
  payments: Payment[];
}

/** One entry of the credit history as a page shows it. */
export interface CreditHistoryLine {
  key: string;
  /** "24 November 2026", where the gym is. */
  date: string;
  at: string;
  what: string;
  /** "+10", "−1" (a real minus sign). */
  change: string;
  balance: number;
}

/** The ledger's entries worded for a page. */
export function creditHistoryLines(entries: CreditHistoryEntry[]): CreditHistoryLine[] {
  return entries.map((entry, index) => ({
    key: `${entries.length - index}`,
    date: longDateLabel(entry.at),
    at: entry.at,
    what: entry.description,
    change: entry.credits > 0 ? `+${entry.credits}` : `\u2212${-entry.credits}`,
    balance: entry.balanceAfter,
  }));
}

function membershipView(held: Entitlements["membership"]): HoldingsView["membership"] {
  if (!held) return null;
  const period =
    held.status === "paused"
      ? `Paused; ran until ${longDateLabel(held.renewsAt)} when paused`
      : held.cancelsAt
        ? `Ends ${longDateLabel(held.cancelsAt)}`
        : held.online
          ? `Renews ${longDateLabel(held.renewsAt)}`
          : `Runs until ${longDateLabel(held.renewsAt)}`;
  const weekly =
    held.classesPerWeek === null
      ? allowanceText(null)
      : `${held.usedThisWeek} of ${held.classesPerWeek} ${held.classesPerWeek === 1 ? "class" : "classes"} used this week`;
  let warning: string | null = null;
  if (held.status === "paused") warning = "Booking with it is paused too; the front desk can resume it.";
  if (held.status === "past_due") {
    warning =
      held.books && held.graceEndsAt
        ? `The last payment failed. It still books until ${longDateLabel(held.graceEndsAt)}; after that booking pauses until the payment goes through.`
        : "The last payment failed, so booking with it is paused until the payment goes through.";
  }
  return {
    product: held.name,
    status: held.status,
    statusLabel: membershipStatusLabels[held.status],
    online: held.online,
    period,
    weekly,
    warning,
  };
}

export async function holdingsView(database: Database, userId: string, now: Date = clock.now()): Promise<HoldingsView> {
  const [held, payments, history] = await Promise.all([
    entitlementsOf(database, userId, now),
    paymentsOf(database, userId),
    creditHistory(database, userId, now),
  ]);
  return {
    required: held.required,
    membership: membershipView(held.membership),
    credits: held.credits.map((credit) => ({
      id: credit.id,
      product: credit.name,
      left: `${credit.left} of ${credit.total} ${credit.total === 1 ? "credit" : "credits"} left`,
      expires: `${credit.left === 1 ? "Expires" : "Expire"} ${longDateLabel(credit.expiresAt)}`,
    })),
    creditsLeft: held.creditsLeft,
    creditHistory: creditHistoryLines(history),
    payments,
  };
}
