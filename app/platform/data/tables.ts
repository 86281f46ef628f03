/**
 * Every table's row type, one place for the whole schema (migrations/ creates them).
 * Our tables use only SQL both databases accept: TEXT, BIGINT, INTEGER, ON CONFLICT,
 * RETURNING. Timestamps are ISO-8601 UTC text, which sorts as text.
 */
export interface UsersTable {
  /** The account's e-mail address, lower-cased: the document key. */
  email: string;
  /** JSON array text. */
  saved_shows: string;
  created_at: string;
}

export interface ContactInquiriesTable {
  id: string;
  /** ISO-8601 UTC; sorts as text. */
  created_at: string;
  full_name: string;
  email: string;
  class_name: string | null;
  comment: string;
}

export interface RateLimitsTable {
  key: string;
  /** Milliseconds since the epoch (PostgreSQL returns BIGINT as a string). */
  window_start: number | string;
  count: number;
}

export interface SchemaMigrationsTable {
  id: string;
  applied_at: string;
}

/** better-auth's own user table, read only to repair users documents. */
export interface AuthUserTable {
  id: string;
  email: string;
}

export interface Tables {
  users: UsersTable;
  contact_inquiries: ContactInquiriesTable;
  rate_limits: RateLimitsTable;
  schema_migrations: SchemaMigrationsTable;
  user: AuthUserTable;
}
