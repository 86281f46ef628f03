import type { ExpressionBuilder } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";

/**
 * A waiting booking's place in line, for a query over `bookings as mine`: the waiting
 * bookings of its session that joined no later than it did (1 = next to be promoted). The
 * one definition of a waitlist position; `(session_id, status, seq)` is indexed for it.
 */
export function waitlistPositionOfMine(eb: ExpressionBuilder<Tables & { mine: Tables["bookings"] }, "mine">) {
  return eb
    .selectFrom("bookings as ahead")
    .select((inner) => inner.fn.countAll<number | string>().as("ahead"))
    .whereRef("ahead.session_id", "=", "mine.session_id")
    .where("ahead.status", "=", "waitlisted")
    .whereRef("ahead.seq", "<=", "mine.seq")
    .as("position");
}
