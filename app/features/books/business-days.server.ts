import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";
import type { Tables } from "#app/platform/data/database.server.ts";

/**
 * The business date of money that moves: the day in the gym's zone when it moved, or, when
 * that day's cash-up is closed, the first day after it that is still open (a sale made after
 * the evening's cash-up belongs to tomorrow's takings). Invoices and credit notes are dated
 * with it and numbered in its year, the cash-up and the journal count by it.
 *
 * Finding it locks the day's cash_ups row (an upsert that makes the row if the day has none
 * yet), in the transaction that records the money; closing a day updates the same row. So
 * on PostgreSQL a sale and a closing of its day queue on that row: the closing waits for the
 * sale to commit and counts it, or the sale waits for the closing and moves to the next day.
 * SQLite runs one writer at a time.
 */

/** The date where the gym is at `at` (YYYY-MM-DD). */
export function gymDateOf(at: Date, timeZone: string = site.timeZone): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

export function nextDate(date: string): string {
  return Temporal.PlainDate.from(date).add({ days: 1 }).toString();
}

/** A closed day is followed by open ones: more than a week of closed days ahead is a bug, not a calendar. */
const MOST_CLOSED_DAYS_AHEAD = 7;

/** The business date of money moving at `at`, its day's row made and locked in `trx`. */
export async function businessDateFor(trx: Kysely<Tables>, at: Date): Promise<string> {
  let date = gymDateOf(at);
  for (let tries = 0; tries <= MOST_CLOSED_DAYS_AHEAD; tries++) {
    const day = await trx
      .insertInto("cash_ups")
      .values({
        business_date: date,
        opened_at: at.toISOString(),
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
      // Changes nothing, but locks the row: the closing of this day waits for this transaction.
      .onConflict((conflict) =>
        conflict.column("business_date").doUpdateSet((eb) => ({ business_date: eb.ref("excluded.business_date") })),
      )
      .returning("closed_at")
      .executeTakeFirstOrThrow();
    if (day.closed_at === null) return date;
    date = nextDate(date);
  }
  throw new Error(`the ${MOST_CLOSED_DAYS_AHEAD + 1} days from ${gymDateOf(at)} are all closed`);
}
