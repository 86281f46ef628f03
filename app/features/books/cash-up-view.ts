import type { CashUp } from "./cash-up.server.ts";
import type { MethodTakings, Tally } from "./takings.server.ts";

/**
 * The cash-up as the API (docs/api.md) and the desk's page give it: the ways of paying by the
 * names the desk uses (cash, card terminal, transfer, online), amounts in minor units.
 */
const apiMethodNames = { cash: "cash", card: "card", transfer: "transfer", stripe: "online" } as const;

export interface CashUpJson {
  date: string;
  status: CashUp["status"];
  currency: string;
  takings: Record<(typeof apiMethodNames)[keyof typeof apiMethodNames], { sales: Tally; refunds: Tally; net: number }>;
  totals: { sales: Tally; refunds: Tally; net: number };
  closed: {
    closedAt: string;
    closedBy: { name: string };
    float: number;
    countedCash: number;
    expectedCash: number;
    variance: number;
    note: string;
  } | null;
}

export function cashUpJson(cashUp: CashUp): CashUpJson {
  const line = (each: MethodTakings) => ({ sales: each.sales, refunds: each.refunds, net: each.net });
  return {
    date: cashUp.date,
    status: cashUp.status,
    currency: cashUp.takings.currency,
    takings: Object.fromEntries(
      cashUp.takings.methods.map((each) => [apiMethodNames[each.method], line(each)]),
    ) as CashUpJson["takings"],
    totals: cashUp.takings.totals,
    closed: cashUp.closed
      ? {
          closedAt: cashUp.closed.closedAt,
          closedBy: { name: cashUp.closed.closedBy },
          float: cashUp.closed.float,
          countedCash: cashUp.closed.countedCash,
          expectedCash: cashUp.closed.expectedCash,
          variance: cashUp.closed.variance,
          note: cashUp.closed.note,
        }
      : null,
  };
}
