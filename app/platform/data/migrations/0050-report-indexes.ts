import type { MigrationStep } from "./step.ts";

/**
 * What the owner's reports (app/features/reports/, decision 0090) read, found through
 * indexes instead of every booking and sale (figures in docs/performance.md):
 * - a member's places by status and start, and their bookings by when they were made:
 *   "active in these days", retention by month joined, the last visit, the first booking
 *   of a lead, each answered by a seek per member;
 * - a session's bookings with what became of them (status, check-in, waitlist), so the
 *   attendance report counts them from the index alone;
 * - sales by when they were made, with what the revenue report adds up (read from the index
 *   alone), and the few refunded ones by when they were refunded.
 */
export const reportIndexes: MigrationStep = {
  id: "0050_report_indexes",
  statements: [
    "CREATE INDEX IF NOT EXISTS bookings_member_status ON bookings (user_id, status, starts_at)",
    "CREATE INDEX IF NOT EXISTS bookings_member_made ON bookings (user_id, created_at)",
    "CREATE INDEX IF NOT EXISTS bookings_session_outcome ON bookings (session_id, status, attendance, promoted_at)",
    "CREATE INDEX IF NOT EXISTS sales_made ON sales (created_at, currency, product_id, method, amount)",
    "CREATE INDEX IF NOT EXISTS sales_refunded ON sales (refunded_at) WHERE refunded_at IS NOT NULL",
  ],
};
