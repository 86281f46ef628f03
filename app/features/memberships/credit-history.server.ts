import { currentProducts } from "#app/features/products/current-products.server.ts";
import { findSession, localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { CreditLedgerKind } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { ADJUSTMENT_NAME } from "./member-entitlements.server.ts";

/**
 * A member's credit history: the rows of their credit ledger (decision 0150), oldest to
 * newest with the balance after each, worded for /account and the API. A grant expired
 * with credits left whose `expire` row the sweep has not written yet (it runs every
 * minute) is shown expired already, so the balance after the last entry is always what the
 * member can book with now.
 */

export interface CreditHistoryEntry {
  at: string;
  kind: CreditLedgerKind;
  /** Signed: + added, − taken. */
  credits: number;
  /** The member's credits after this entry. */
  balanceAfter: number;
  /** "Bought: 10-class pack", "Booked: Yoga, Tue 24 Nov, 10:00am", "Given back: … (Class cancelled by the gym)". */
  description: string;
  /** What the credits came from: the product's name, or "Credits from the front desk". */
  grant: string;
  /** When those credits expire (or expired). */
  grantExpiresAt: string;
  bookingId: string | null;
  saleId: string | null;
}

const grantName = (productId: string | null) =>
  productId === null ? ADJUSTMENT_NAME : (currentProducts().find(productId)?.name ?? productId);

/** "Yoga, Tue 24 Nov, 10:00am": the class a booking was for, also when the timetable has changed since. */
function classLabel(sessionId: string | null, startsAt: string | null): string {
  if (sessionId === null || startsAt === null) return "a class";
  const slug = /^(.*)-\d{4}-\d{2}-\d{2}-\d{4}$/.exec(sessionId)?.[1] ?? sessionId;
  const name = findSession(sessionId)?.className ?? classBySlug(slug)?.title ?? slug;
  return `${name}, ${localDateTimeLabel(Date.parse(startsAt))}`;
}

function describeRow(row: {
  kind: CreditLedgerKind;
  credits: number;
  reason: string | null;
  grant: string;
  session_id: string | null;
  starts_at: string | null;
}): string {
  const why = row.reason ? ` (${row.reason})` : "";
  switch (row.kind) {
    case "grant":
      return `Bought: ${row.grant}`;
    case "adjust":
      return `${row.credits > 0 ? "Added" : "Taken away"} at the front desk${row.reason ? `: ${row.reason}` : ""}`;
    case "use":
      return `Booked: ${classLabel(row.session_id, row.starts_at)}${why}`;
    case "return":
      return `Given back: ${classLabel(row.session_id, row.starts_at)}${why}`;
    case "expire":
      return `Expired: ${row.grant}`;
    case "withdraw":
      return `Taken back: ${row.grant}${why}`;
  }
}

/** The member's credit history, newest first. */
export async function creditHistory(
  database: Database,
  userId: string,
  now: Date = clock.now(),
): Promise<CreditHistoryEntry[]> {
  const rows = await database.db
    .selectFrom("credit_ledger")
    .innerJoin("credit_grants", "credit_grants.id", "credit_ledger.grant_id")
    .leftJoin("bookings", "bookings.id", "credit_ledger.booking_id")
    .select([
      "credit_ledger.seq",
      "credit_ledger.grant_id",
      "credit_ledger.kind",
      "credit_ledger.credits",
      "credit_ledger.at",
      "credit_ledger.reason",
      "credit_ledger.booking_id",
      "credit_ledger.sale_id",
      "credit_grants.product_id",
      "credit_grants.expires_at",
      "bookings.session_id",
      "bookings.starts_at",
    ])
    .where("credit_ledger.user_id", "=", userId)
    .orderBy("credit_ledger.at")
    .orderBy("credit_ledger.seq")
    .execute();
  type Line = Omit<CreditHistoryEntry, "balanceAfter">;
  const lines: Line[] = [];
  const left = new Map<string, { credits: number; expiresAt: string; grant: string }>();
  for (const row of rows) {
    const credits = Number(row.credits);
    const grant = grantName(row.product_id);
    const held = left.get(row.grant_id) ?? { credits: 0, expiresAt: row.expires_at, grant };
    held.credits += credits;
    left.set(row.grant_id, held);
    lines.push({
      at: row.at,
      kind: row.kind,
      credits,
      description: describeRow({ ...row, credits, grant }),
      grant,
      grantExpiresAt: row.expires_at,
      bookingId: row.booking_id,
      saleId: row.sale_id,
    });
  }
  // Expired, and not yet written off by the sweep: shown as it will be written (at the expiry).
  for (const held of left.values()) {
    if (held.credits > 0 && Date.parse(held.expiresAt) <= now.getTime()) {
      const line: Line = {
        at: held.expiresAt,
        kind: "expire",
        credits: -held.credits,
        description: `Expired: ${held.grant}`,
        grant: held.grant,
        grantExpiresAt: held.expiresAt,
        bookingId: null,
        saleId: null,
      };
      const after = lines.findIndex((each) => each.at > held.expiresAt);
      lines.splice(after === -1 ? lines.length : after, 0, line);
    }
  }
  let balance = 0;
  const entries = lines.map((line) => {
    balance += line.credits;
    return { ...line, balanceAfter: balance };
  });
  return entries.reverse();
}
