/** Our tables beside better-auth's that belong to accounts: calendar feeds, the demo accounts, the install's claim. */

/** A member's private calendar feed (app/features/calendar-feeds/feed-tokens.server.ts): one row per member. */
export interface CalendarFeedTokensTable {
  user_id: string;
  /** Random, base64url; the feed's token is an HMAC of it under the server's secret. */
  seed: string;
  /** SHA-256 (hex) of the token: requests are looked up by it, the token itself is never stored. */
  token_hash: string;
  created_at: string;
}

/** An account seeded as a demo (its password is public), so it can be removed once it is no longer configured. */
export interface DemoAccountsTable {
  email: string;
  kind: "member" | "staff";
  created_at: string;
}

/** The gym's claim on this install: its first role granted at the command line ends demo mode for good. */
export interface InstallClaimTable {
  id: number;
  claimed_at: string;
  /** The e-mail of the account given the first role ("Deleted account" once that account is deleted). */
  claimed_by: string;
}
