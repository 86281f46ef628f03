import type { MigrationStep } from "./step.ts";

/**
 * Booking. The rules that must hold under any concurrency are the database's: a session's
 * booked places never exceed its capacity (CHECK), a member holds at most one live booking
 * per session (partial unique index), statuses are a closed set (CHECK).
 */
export const classSessionsBookings: MigrationStep = {
  id: "0002_class_sessions_bookings",
  statements: [
    `CREATE TABLE IF NOT EXISTS class_sessions (
      id TEXT PRIMARY KEY,
      class_slug TEXT NOT NULL,
      starts_at TEXT NOT NULL,
      ends_at TEXT NOT NULL,
      capacity INTEGER NOT NULL CHECK (capacity >= 0),
      booked_count INTEGER NOT NULL DEFAULT 0 CHECK (booked_count >= 0),
      last_seq INTEGER NOT NULL DEFAULT 0,
      cancelled_at TEXT,
      cancel_reason TEXT,
      created_at TEXT NOT NULL,
      CONSTRAINT class_sessions_within_capacity CHECK (booked_count <= capacity)
    )`,
    "CREATE INDEX IF NOT EXISTS class_sessions_starts_at ON class_sessions (starts_at)",
    `CREATE TABLE IF NOT EXISTS bookings (
      id TEXT PRIMARY KEY,
      session_id TEXT NOT NULL REFERENCES class_sessions (id),
      user_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('booked', 'waitlisted', 'cancelled', 'late-cancelled', 'left-waitlist', 'session-cancelled')),
      seq INTEGER NOT NULL,
      starts_at TEXT NOT NULL,
      ends_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      promoted_at TEXT,
      cancelled_at TEXT,
      attendance TEXT CHECK (attendance IN ('attended', 'no-show'))
    )`,
    `CREATE UNIQUE INDEX IF NOT EXISTS bookings_one_live_per_member
      ON bookings (session_id, user_id) WHERE status IN ('booked', 'waitlisted')`,
    "CREATE UNIQUE INDEX IF NOT EXISTS bookings_session_seq ON bookings (session_id, seq)",
    "CREATE INDEX IF NOT EXISTS bookings_member ON bookings (user_id, starts_at)",
  ],
};
