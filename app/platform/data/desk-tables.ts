import type { Generated } from "kysely";

/** Who works the desk, what they made of each lead, and every action they took (migration 0004). */

export const staffRoles = ["staff", "owner"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Accounts with more than a member's rights. No row: a member. */
export interface StaffRolesTable {
  /** better-auth's user id. */
  user_id: string;
  role: StaffRole;
  granted_at: string;
  /** Who granted it: a staff e-mail ("Deleted account" once that account is deleted), "command line" or "demo setup". */
  granted_by: string;
}

export const leadStatuses = ["new", "contacted", "joined", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** What staff made of a contact inquiry. No row: a new lead nobody has touched. */
export interface LeadFollowupsTable {
  inquiry_id: string;
  status: LeadStatus;
  note: string;
  /** Raised by every change, so a form sent from a stale page is refused instead of overwriting. */
  version: number;
  updated_at: string;
  /** Null once that account is deleted, and the e-mail is then "Deleted account" (migration 0090). */
  updated_by_id: string | null;
  updated_by_email: string;
}

/** Every staff action. Append-only: the database refuses UPDATE and DELETE (0004's triggers). */
export interface StaffAuditLogTable {
  /** Given by the database at insert: the log's order (PostgreSQL returns BIGINT as a string). */
  seq: Generated<number | string>;
  at: string;
  /** better-auth's user id; null for the command line and the server itself. */
  actor_id: string | null;
  /** Who, as a person reads it: an e-mail, "command line", "demo setup". */
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** What the subject was called at the time ("Yoga, Tuesday 24 November 10:00"). */
  subject_label: string;
  /** JSON objects, null where there was nothing before (or after). */
  before_state: string | null;
  after_state: string | null;
  /**
   * The account the entry is about (an account subject, or a booking's member), so it can
   * be forgotten: when that account is deleted this becomes null, the label "Deleted
   * account", the states null, and an account subject's id empty (migration 0090).
   */
  subject_user_id: string | null;
}

/** The rows of the front desk's work with people (migration 0040, app/features/staff/). */

/** The desk's private note about a member: staff read and write it, the member never sees it. */
export interface MemberNotesTable {
  /** better-auth's user id. */
  user_id: string;
  note: string;
  /** Raised by every change (migration 0080), so a form sent from a stale page is refused instead of overwriting. */
  version: number;
  updated_at: string;
  /** Null once that account is deleted, and the e-mail is then "Deleted account" (migration 0090). */
  updated_by_id: string | null;
  updated_by_email: string;
}

/**
 * How often a member's details (name, phone, emergency contact, on better-auth's "user"
 * row) were changed, and by whom last (migration 0080): a desk or the member themself.
 * No row: version 0.
 */
export interface MemberDetailsVersionsTable {
  /** better-auth's user id. */
  user_id: string;
  /** Raised by every change, so a form sent from a stale page is refused instead of overwriting. */
  version: number;
  updated_at: string;
  /** Null once that account is deleted, and the e-mail is then "Deleted account" (migration 0090). */
  updated_by_id: string | null;
  updated_by_email: string;
}

/** A lead that became a member at the desk: which inquiry, which account, who did it and when. */
export interface LeadConversionsTable {
  inquiry_id: string;
  /** better-auth's user id of the member the lead became; null once that account is deleted (the lead did convert). */
  member_user_id: string | null;
  converted_at: string;
  /** Null once that account is deleted, and the e-mail is then "Deleted account" (migration 0090). */
  converted_by_id: string | null;
  converted_by_email: string;
}
