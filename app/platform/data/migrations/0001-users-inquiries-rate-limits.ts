import type { MigrationStep } from "./step.ts";

/** The first tables: users documents (one per account, keyed by e-mail), contact inquiries, rate-limit counters. */
export const usersInquiriesRateLimits: MigrationStep = {
  id: "0001_users_inquiries_rate_limits",
  statements: [
    `CREATE TABLE IF NOT EXISTS users (
    email TEXT PRIMARY KEY,
    saved_shows TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL
  )`,
    `CREATE TABLE IF NOT EXISTS contact_inquiries (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    class_name TEXT,
    comment TEXT NOT NULL
  )`,
    "CREATE INDEX IF NOT EXISTS contact_inquiries_created_at ON contact_inquiries (created_at)",
    `CREATE TABLE IF NOT EXISTS rate_limits (
    key TEXT PRIMARY KEY,
    window_start BIGINT NOT NULL,
    count INTEGER NOT NULL
  )`,
  ],
};
