import type { Generated } from "kysely";
import type { CalendarFeedTokensTable, DemoAccountsTable, InstallClaimTable } from "./account-tables.ts";
import type {
  BookingRemindersTable,
  ForgivenStrikesTable,
  MailPreferencesTable,
  PushSubscriptionsTable,
  SuspensionNoticesTable,
  TermsAcceptancesTable,
} from "./attendance-tables.ts";
import type { BooksTables } from "./books-tables.ts";
import type {
  BookingEntitlementsTable,
  CreditGrantsTable,
  CreditLedgerTable,
  MembershipEndNoticesTable,
  MembershipsTable,
  SalesTable,
  StripeCheckoutLocksTable,
  StripeCustomersTable,
  StripeEventsTable,
  SweepPositionsTable,
  WaitlistSkipNoticesTable,
} from "./commerce-tables.ts";
import type {
  ArticleRedirectsTable,
  ArticlesTable,
  ContentVersionsTable,
  GalleryPicturesTable,
  MediaFilesTable,
  MediaTable,
  SiteDetailsTable,
  SiteSpecialHoursTable,
} from "./content-tables.ts";
import type {
  LeadConversionsTable,
  LeadFollowupsTable,
  MemberDetailsVersionsTable,
  MemberNotesTable,
  StaffAuditLogTable,
  StaffRolesTable,
} from "./desk-tables.ts";
import type { IdempotencyKeysTable } from "./idempotency-tables.ts";
import type { ImportTables } from "./import-tables.ts";
import type { CoachAndMessageTables } from "./message-tables.ts";
import type { MailOutboxTable } from "./outbox-tables.ts";
import type { RefundTables } from "./refund-tables.ts";
import type { ShopTables } from "./shop-tables.ts";
import type {
  ClosuresTable,
  GymClassesTable,
  OneOffSessionsTable,
  RemovedSessionsTable,
  ScheduleStateTable,
  SessionCoverTable,
  TimetableSlotsTable,
  TrainersTable,
} from "./timetable-tables.ts";

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

/**
 * better-auth's own user table (it creates and migrates it, phone and emergencyContact
 * included: its `additionalFields`, app/features/accounts/auth.server.ts). Rows are created
 * by better-auth only; the member's details (name, phone, emergency contact) are also
 * changed by app/features/accounts/member-details.server.ts, in the transaction of the
 * change's audit entry.
 */
export interface AuthUserTable {
  id: string;
  email: string;
  name: string;
  /** 0/1 on SQLite, boolean on PostgreSQL. */
  emailVerified: boolean | number;
  /** A Date on PostgreSQL, ISO text (or a number) on SQLite. */
  createdAt: Date | string | number;
  updatedAt: Date | string | number;
  /** As the member wrote it; null when not given. */
  phone: string | null;
  /** Whom to call in an emergency, name and number as written; null when not given. */
  emergencyContact: string | null;
}

/**
 * A dated session that someone has booked (or staff changed): its places and counters.
 * Sessions nobody touched have no row; their times come from the timetable (the id names
 * class, local date and start), so the row only holds what changes.
 */
export interface ClassSessionsTable {
  /** "yoga-2026-11-24-1000" (app/features/timetable/sessions.server.ts). */
  id: string;
  class_slug: string;
  /** UTC instants, "2026-11-24T10:00:00.000Z". */
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** Members holding a booked place; the database refuses more than `capacity`. */
  booked_count: number;
  /** The last sequence number handed to a booking of this session: the waitlist's order. */
  last_seq: number;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** Cancelled because a timetable edit moved the class: the session at its new time (migration 0180). */
  moved_to: string | null;
  created_at: string;
  /**
   * What became of its bookings, kept by the database's triggers at every write of a booking
   * (migration 0060): places held whose member was checked in, late cancellations, and
   * bookings that ever joined the waitlist. Never written by the code.
   */
  attended_count: Generated<number>;
  late_cancelled_count: Generated<number>;
  waitlisted_count: Generated<number>;
}

export const bookingStatuses = [
  "booked",
  "waitlisted",
  "cancelled",
  "late-cancelled",
  "left-waitlist",
  "session-cancelled",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export interface BookingsTable {
  id: string;
  session_id: string;
  /** better-auth's user id. */
  user_id: string;
  status: BookingStatus;
  /** Order of arrival within the session (FIFO for the waitlist). */
  seq: number;
  /** The session's UTC start and end, copied so a member's bookings are found and compared without a join. */
  starts_at: string;
  ends_at: string;
  created_at: string;
  updated_at: string;
  promoted_at: string | null;
  cancelled_at: string | null;
  /** Set by staff at the door. */
  attendance: "attended" | "no-show" | null;
}

export type { CalendarFeedTokensTable, DemoAccountsTable, InstallClaimTable } from "./account-tables.ts";

export type {
  BookingRemindersTable,
  ForgivenStrikesTable,
  MailPreferencesTable,
  PushSubscriptionsTable,
  SuspensionNoticesTable,
  TermsAcceptancesTable,
} from "./attendance-tables.ts";
export type { CashUpsTable, CreditNotesTable, DocumentSequencesTable, InvoicesTable } from "./books-tables.ts";
export type { CoachAccountsTable } from "./coach-tables.ts";
export type {
  BookingEntitlementsTable,
  CreditGrantsTable,
  CreditLedgerKind,
  CreditLedgerTable,
  MembershipEndNoticesTable,
  MembershipStatus,
  MembershipsTable,
  SalesTable,
  StripeCheckoutLocksTable,
  StripeCustomersTable,
  StripeEventsTable,
  SweepPositionsTable,
  WaitlistSkipNoticesTable,
} from "./commerce-tables.ts";
export type { ArticleRedirectsTable, ArticlesTable, ContentVersionsTable } from "./content-tables.ts";
export type {
  LeadConversionsTable,
  LeadFollowupsTable,
  LeadStatus,
  MemberDetailsVersionsTable,
  MemberNotesTable,
  StaffAuditLogTable,
  StaffRole,
  StaffRolesTable,
} from "./desk-tables.ts";
export { leadStatuses, staffRoles } from "./desk-tables.ts";
export type { IdempotencyKeysTable } from "./idempotency-tables.ts";
export type {
  LeadMailOptoutsTable,
  MemberMessageDeliveriesTable,
  MemberMessagesTable,
  MessagePurpose,
  MessageStatus,
} from "./message-tables.ts";
export type { MailOutboxTable, OutboxKind, OutboxStatus } from "./outbox-tables.ts";
export type {
  DisputesTable,
  MembershipPeriodsTable,
  RefundsTable,
  StripeSalePaymentsTable,
} from "./refund-tables.ts";

export interface Tables extends CoachAndMessageTables, BooksTables, ImportTables, RefundTables, ShopTables {
  users: UsersTable;
  contact_inquiries: ContactInquiriesTable;
  rate_limits: RateLimitsTable;
  schema_migrations: SchemaMigrationsTable;
  mail_outbox: MailOutboxTable;
  user: AuthUserTable;
  class_sessions: ClassSessionsTable;
  bookings: BookingsTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
  staff_roles: StaffRolesTable;
  lead_followups: LeadFollowupsTable;
  staff_audit_log: StaffAuditLogTable;
  demo_accounts: DemoAccountsTable;
  install_claim: InstallClaimTable;
  terms_acceptances: TermsAcceptancesTable;
  booking_reminders: BookingRemindersTable;
  mail_preferences: MailPreferencesTable;
  forgiven_strikes: ForgivenStrikesTable;
  suspension_notices: SuspensionNoticesTable;
  push_subscriptions: PushSubscriptionsTable;
  sales: SalesTable;
  memberships: MembershipsTable;
  credit_grants: CreditGrantsTable;
  booking_entitlements: BookingEntitlementsTable;
  credit_ledger: CreditLedgerTable;
  sweep_positions: SweepPositionsTable;
  membership_end_notices: MembershipEndNoticesTable;
  schedule_state: ScheduleStateTable;
  trainers: TrainersTable;
  gym_classes: GymClassesTable;
  timetable_slots: TimetableSlotsTable;
  one_off_sessions: OneOffSessionsTable;
  session_cover: SessionCoverTable;
  closures: ClosuresTable;
  removed_sessions: RemovedSessionsTable;
  member_notes: MemberNotesTable;
  member_details_versions: MemberDetailsVersionsTable;
  lead_conversions: LeadConversionsTable;
  waitlist_skip_notices: WaitlistSkipNoticesTable;
  stripe_customers: StripeCustomersTable;
  stripe_events: StripeEventsTable;
  stripe_checkout_locks: StripeCheckoutLocksTable;
  idempotency_keys: IdempotencyKeysTable;
  content_versions: ContentVersionsTable;
  articles: ArticlesTable;
  article_redirects: ArticleRedirectsTable;
  site_details: SiteDetailsTable;
  site_special_hours: SiteSpecialHoursTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  gallery_pictures: GalleryPicturesTable;
}
