import type { Kysely } from "kysely";
import { formatMoney } from "#app/content/products.ts";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { gymDateOf } from "./business-days.server.ts";
import { type DayTakings, dayTakings } from "./takings.server.ts";

/**
 * The day's cash-up (docs/decisions/0161-the-days-cash-up.md): the takings per way of paying,
 * the cash the drawer should hold (the float it began with, plus cash taken, less cash given
 * back), what staff counted, and the difference, kept. Closing is done once, by a named
 * member of staff or the owner (never the demo account), audited; the takings as they stood
 * are kept with it (the Z report), and the closed day takes no more sales or refunds: they
 * fall on the next open day (business-days.server.ts).
 */

export class CashUpRefused extends Error {
  override name = "CashUpRefused";
  readonly code: "ALREADY_CLOSED" | "NOT_BEGUN";
  constructor(code: CashUpRefused["code"], message: string) {
    super(message);
    this.code = code;
  }
}

export interface ClosedDay {
  closedAt: string;
  /** Who closed it, as they were named then. */
  closedBy: string;
  float: number;
  countedCash: number;
  expectedCash: number;
  /** counted − expected: over when positive, short when negative. */
  variance: number;
  note: string;
}

export interface CashUp {
  date: string;
  /** open: it takes sales (today, or a day past nobody closed); closed: its takings are final. */
  status: "open" | "closed";
  takings: DayTakings;
  closed: ClosedDay | null;
}

/** The cash the drawer should hold: the float, plus the cash taken, less the cash given back. */
export function expectedCash(takings: DayTakings, float: number): number {
  const cash = takings.methods.find((line) => line.method === "cash");
  return float + (cash ? cash.sales.amount - cash.refunds.amount : 0);
}

/** The day's cash-up as it stands: live takings while open, the kept ones once closed. */
export async function cashUpOf(db: Kysely<Tables>, date: string): Promise<CashUp> {
  const row = await db.selectFrom("cash_ups").selectAll().where("business_date", "=", date).executeTakeFirst();
  if (row?.closed_at && row.takings) {
    return {
      date,
      status: "closed",
      takings: JSON.parse(row.takings) as DayTakings,
      closed: {
        closedAt: row.closed_at,
        closedBy: row.closed_by_name ?? "",
        float: Number(row.float_amount),
        countedCash: Number(row.counted_cash),
        expectedCash: Number(row.expected_cash),
        variance: Number(row.variance),
        note: row.note ?? "",
      },
    };
  }
  return { date, status: "open", takings: await dayTakings(db, date), closed: null };
}

export interface Closing {
  date: string;
  float: number;
  countedCash: number;
  note: string;
  actor: AuditActor & { id: string; name: string };
  now?: Date;
}

/**
 * Closes the day: its row locked first (so a sale being recorded for it finishes before, and
 * one after lands on the next day), the takings counted in the same transaction, the variance
 * worked out and kept, the audit entry written. Refuses a day already closed and a day that
 * has not begun where the gym is.
 */
export async function closeDay(database: Database, closing: Closing): Promise<CashUp> {
  const now = closing.now ?? clock.now();
  if (closing.date > gymDateOf(now)) {
    throw new CashUpRefused("NOT_BEGUN", "That day has not begun yet: a day is closed at its end, or later.");
  }
  return database.writeTransaction(async (trx) => {
    const day = await trx
      .insertInto("cash_ups")
      .values({
        business_date: closing.date,
        opened_at: now.toISOString(),
        closed_at: null,
        closed_by_user_id: null,
        closed_by_name: null,
        currency: null,
        float_amount: null,
        counted_cash: null,
        expected_cash: null,
        variance: null,
        takings: null,
        note: null,
      })
      .onConflict((conflict) =>
        conflict.column("business_date").doUpdateSet((eb) => ({ business_date: eb.ref("excluded.business_date") })),
      )
      .returning("closed_at")
      .executeTakeFirstOrThrow();
    if (day.closed_at !== null) {
      throw new CashUpRefused("ALREADY_CLOSED", "This day's cash-up is closed already: its Z report is final.");
    }
    const takings = await dayTakings(trx, closing.date);
    const expected = expectedCash(takings, closing.float);
    const variance = closing.countedCash - expected;
    const money = (amount: number) => formatMoney(amount, takings.currency);
    await trx
      .updateTable("cash_ups")
      .set({
        closed_at: now.toISOString(),
        closed_by_user_id: closing.actor.id,
        closed_by_name: closing.actor.name || closing.actor.label,
        currency: takings.currency,
        float_amount: closing.float,
        counted_cash: closing.countedCash,
        expected_cash: expected,
        variance,
        takings: JSON.stringify(takings),
        note: closing.note || null,
      })
      .where("business_date", "=", closing.date)
      .execute();
    await recordStaffAction(
      trx,
      {
        actor: closing.actor,
        action: "cash-up.closed",
        subject: { type: "cash-up", id: closing.date, label: closing.date },
        before: null,
        after: {
          sales: money(takings.totals.sales.amount),
          refunds: money(takings.totals.refunds.amount),
          float: money(closing.float),
          countedCash: money(closing.countedCash),
          expectedCash: money(expected),
          variance: money(variance),
        },
      },
      now,
    );
    return cashUpOf(trx, closing.date);
  });
}
