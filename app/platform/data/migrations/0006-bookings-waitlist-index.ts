import type { MigrationStep } from "./step.ts";

/**
 * A session's waitlist (its position counts, promotion, the places on the schedule) is read
 * through this index, so those reads touch only the rows of members still waiting. Through
 * (session_id, seq) they also stepped over every cancelled booking of the session: under
 * steady booking and cancelling, a quarter of the server's time (docs/performance.md).
 */
export const bookingsWaitlistIndex: MigrationStep = {
  id: "0006_bookings_waitlist_index",
  statements: ["CREATE INDEX IF NOT EXISTS bookings_session_status ON bookings (session_id, status, seq)"],
};
