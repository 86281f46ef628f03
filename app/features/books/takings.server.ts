import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { currency as gymCurrency } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import type { PaymentMethod } from "#app/features/memberships/payment-methods.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { nextDate } from "./business-days.server.ts";

/**
 * A business day's takings, per way of paying: the sales dated that day and the refunds
 * given back that day, in the gym's currency (a payment in another, online, is the
 * revenue report's to list).
 *
 * A sale counts on its invoice's date (its business date). A refund counts through its credit
 * note: the date it was issued (a business date too), the method the money went back by and
 * the amount credited. Rows of a refund table, when refunds have one, slot in by issuing a
 * credit note each, as they must. Money from before invoices (sales with no invoice, refunds
 * with no credit note) counts on the day it happened where the gym is.
 */

export const cashUpMethods = ["cash", "card", "transfer", "stripe"] as const satisfies readonly PaymentMethod[];

/** How the cash-up names each way of paying. */
export const cashUpMethodLabels: Record<PaymentMethod, string> = {
  cash: "Cash",
  card: "Card terminal",
  transfer: "Bank transfer",
  stripe: "Online",
};

export interface Tally {
  count: number;
  amount: number;
}

export interface MethodTakings {
  method: PaymentMethod;
  sales: Tally;
  refunds: Tally;
  /** Sales less refunds. */
  net: number;
}

export interface DayTakings {
  date: string;
  currency: string;
  methods: MethodTakings[];
  totals: { sales: Tally; refunds: Tally; net: number };
}

/** The instants a day of the gym's calendar begins and ends (ISO, UTC), DST included. */
export function dayBounds(date: string, timeZone: string = site.timeZone): { from: string; to: string } {
  const start = (day: string) =>
    new Date(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).epochMilliseconds).toISOString();
  return { from: start(date), to: start(nextDate(date)) };
}

type Row = { method: PaymentMethod; count: number | string; amount: number | string | null };

export async function dayTakings(db: Kysely<Tables>, date: string): Promise<DayTakings> {
  const { from, to } = dayBounds(date);
  const [invoiced, older, credited, olderRefunds] = await Promise.all([
    db
      .selectFrom("invoices")
      .innerJoin("sales", "sales.id", "invoices.sale_id")
      .select([
        "sales.method",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        (eb) => eb.fn.sum<number | string>("sales.amount").as("amount"),
      ])
      .where("invoices.issued_on", "=", date)
      .where("sales.currency", "=", gymCurrency)
      .groupBy("sales.method")
      .execute(),
    db
      .selectFrom("sales")
      .leftJoin("invoices", "invoices.sale_id", "sales.id")
      .select([
        "sales.method",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        (eb) => eb.fn.sum<number | string>("sales.amount").as("amount"),
      ])
      .where("invoices.id", "is", null)
      .where("sales.created_at", ">=", from)
      .where("sales.created_at", "<", to)
      .where("sales.currency", "=", gymCurrency)
      .groupBy("sales.method")
      .execute(),
    db
      .selectFrom("credit_notes")
      .select([
        "method",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        (eb) => eb.fn.sum<number | string>("gross").as("amount"),
      ])
      .where("issued_on", "=", date)
      .where("currency", "=", gymCurrency)
      .groupBy("method")
      .execute(),
    db
      .selectFrom("sales")
      .select([
        "sales.method",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        (eb) => eb.fn.sum<number | string>("sales.amount").as("amount"),
      ])
      .where("sales.refunded_at", ">=", from)
      .where("sales.refunded_at", "<", to)
      .where("sales.currency", "=", gymCurrency)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("credit_notes").select("credit_notes.id").whereRef("credit_notes.sale_id", "=", "sales.id"),
          ),
        ),
      )
      .groupBy("sales.method")
      .execute(),
  ]);
  const tally = (rows: Row[][], method: PaymentMethod): Tally =>
    rows
      .flat()
      .filter((row) => row.method === method)
      .reduce((sum, row) => ({ count: sum.count + Number(row.count), amount: sum.amount + Number(row.amount ?? 0) }), {
        count: 0,
        amount: 0,
      });
  const methods = cashUpMethods.map((method) => {
    const sales = tally([invoiced, older], method);
    const refunds = tally([credited, olderRefunds], method);
    return { method, sales, refunds, net: sales.amount - refunds.amount };
  });
  const add = (pick: (line: MethodTakings) => Tally): Tally =>
    methods.reduce((sum, line) => ({ count: sum.count + pick(line).count, amount: sum.amount + pick(line).amount }), {
      count: 0,
      amount: 0,
    });
  const sales = add((line) => line.sales);
  const refunds = add((line) => line.refunds);
  return { date, currency: gymCurrency, methods, totals: { sales, refunds, net: sales.amount - refunds.amount } };
}
