import type { Tables } from "./tables.ts";

/**
 * Where each table keeps a person, and what becomes of it when their account is deleted
 * (decision 0145). Every table of tables.ts is here (the compiler refuses a table left
 * out), and tests/architecture/person-references.test.ts checks the schema against it on
 * both databases: a column that looks like a person's (user_id, *_by_id, *_email, actor…)
 * is either a reference below, with a foreign key to better-auth's "user" and the ON DELETE
 * rule written here, a name kept beside one, or said not to be an account and why.
 *
 * - `references`: the column holds an account's id (or, for the tables keyed by it, its
 *   e-mail). `cascade`: the row is the person's and goes with the account. `set null`: the
 *   gym keeps the record (a payment, the audit log, a converted lead); the reference
 *   becomes null and `name`, the record's own copy of the person's name, becomes
 *   DELETED_PERSON_LABEL (a BEFORE DELETE trigger on "user" writes both at once:
 *   app/platform/data/migrations/forget-person.ts).
 * - `namedByEmail`: the column names a person by e-mail alone, with no reference (who
 *   granted a role, who forgave a strike); the same trigger replaces it with the label.
 * - `keptAsIssued`: columns naming a person that stay when the account goes, and why: a
 *   document the gym must keep exactly as it was issued (an invoice's buyer).
 * - `notAccounts`: columns that look like a person's but are not an account's.
 */
export const DELETED_PERSON_LABEL = "Deleted account";

type ColumnOf<Table extends keyof Tables> = Extract<keyof Tables[Table], string>;

export type PersonReference<Table extends keyof Tables> =
  | { onDelete: "cascade"; to?: "id" | "email" }
  | { onDelete: "set null"; name?: ColumnOf<Table> };

export interface PersonColumns<Table extends keyof Tables> {
  references?: { [Column in ColumnOf<Table>]?: PersonReference<Table> };
  namedByEmail?: ColumnOf<Table>[];
  keptAsIssued?: { [Column in ColumnOf<Table>]?: string };
  notAccounts?: { [Column in ColumnOf<Table>]?: string };
}

/** Our tables: better-auth's "user" is the account itself. */
export type PersonTables = Exclude<keyof Tables, "user">;

const goes = { onDelete: "cascade" } as const;
const kept = { onDelete: "set null" } as const;

export const personColumns: { [Table in PersonTables]: PersonColumns<Table> } = {
  users: { references: { email: { onDelete: "cascade", to: "email" } } },
  contact_inquiries: {
    notAccounts: {
      email:
        "a lead's address: the gym's record of an inquiry, not an account (lead_conversions links a lead that joined)",
    },
  },
  rate_limits: {},
  schema_migrations: {},
  mail_outbox: {},
  class_sessions: {},
  bookings: { references: { user_id: goes } },
  calendar_feed_tokens: { references: { user_id: goes } },
  staff_roles: { references: { user_id: goes }, namedByEmail: ["granted_by"] },
  lead_followups: { references: { updated_by_id: { ...kept, name: "updated_by_email" } } },
  staff_audit_log: {
    references: { actor_id: { ...kept, name: "actor" }, subject_user_id: { ...kept, name: "subject_label" } },
    notAccounts: {
      subject_id:
        "what the entry is about (a session, a lead, a booking, an account): subject_user_id references the person, and forgetting them empties an account's id here",
    },
  },
  demo_accounts: { references: { email: { onDelete: "cascade", to: "email" } } },
  install_claim: { namedByEmail: ["claimed_by"] },
  terms_acceptances: { references: { user_id: goes } },
  booking_reminders: { references: { user_id: goes } },
  mail_preferences: { references: { user_id: goes } },
  forgiven_strikes: { references: { user_id: goes }, namedByEmail: ["forgiven_by"] },
  suspension_notices: { references: { user_id: goes } },
  push_subscriptions: { references: { user_id: goes } },
  sales: { references: { user_id: kept, staff_user_id: kept } },
  memberships: { references: { user_id: goes } },
  credit_grants: { references: { user_id: goes } },
  booking_entitlements: { references: { user_id: goes } },
  schedule_state: {},
  trainers: {},
  gym_classes: {},
  timetable_slots: {},
  one_off_sessions: {},
  session_cover: {},
  closures: {},
  removed_sessions: {},
  member_notes: { references: { user_id: goes, updated_by_id: { ...kept, name: "updated_by_email" } } },
  member_details_versions: { references: { user_id: goes, updated_by_id: { ...kept, name: "updated_by_email" } } },
  lead_conversions: { references: { member_user_id: kept, converted_by_id: { ...kept, name: "converted_by_email" } } },
  waitlist_skip_notices: { references: { user_id: goes } },
  stripe_customers: { references: { user_id: goes } },
  stripe_events: {},
  stripe_checkout_locks: { references: { user_id: goes } },
  idempotency_keys: { references: { user_id: goes } },
  document_sequences: {},
  // Invoices and credit notes keep their numbers, dates, lines and amounts as issued; the
  // buyer becomes "Deleted account" like a payment's member (migration 0095).
  invoices: { references: { buyer_user_id: { ...kept, name: "buyer_name" } }, namedByEmail: ["buyer_email"] },
  credit_notes: { references: { buyer_user_id: { ...kept, name: "buyer_name" } }, namedByEmail: ["buyer_email"] },
  cash_ups: { references: { closed_by_user_id: { ...kept, name: "closed_by_name" } } },
  coach_accounts: { references: { user_id: goes }, namedByEmail: ["granted_by"] },
  member_messages: {
    references: {
      created_by_id: { ...kept, name: "created_by_email" },
      sent_by_id: { ...kept, name: "sent_by_email" },
    },
  },
  member_message_deliveries: { references: { user_id: goes } },
  lead_mail_optouts: {},
  content_versions: {},
  articles: {
    notAccounts: {
      author_id: "the trainer of the timetable who wrote it (a trainers row), not an account",
    },
  },
  article_redirects: {},
  credit_ledger: { references: { user_id: goes, actor_id: { ...kept, name: "actor" } } },
  membership_end_notices: { references: { user_id: goes } },
  sweep_positions: {},
  site_details: {
    notAccounts: { email: "the gym's own address, shown on its pages and in its e-mails: not an account" },
  },
  site_special_hours: {},
  media: { references: { uploaded_by_id: { ...kept, name: "uploaded_by_name" } } },
  media_files: {},
  gallery_pictures: {},
  // An import's file names people who may have no account; it is dropped at commit, after a
  // day, or as soon as an account it names is deleted (migration 0200).
  member_imports: {
    references: {
      created_by_id: { ...kept, name: "created_by_email" },
      committed_by_id: { ...kept, name: "committed_by_email" },
    },
  },
  member_import_accounts: { references: { user_id: goes } },
  // A refund keeps who made it, as a payment does; a membership's periods are the member's.
  refunds: { references: { refunded_by_id: { ...kept, name: "refunded_by" } } },
  membership_periods: { references: { user_id: goes } },
  disputes: {},
  stripe_sale_payments: {},
  products: {},
  stripe_products: {},
  stripe_prices: {},
  offers: {},
  // A use of an offer stays counted when its member's account goes (its sale stays too).
  offer_redemptions: { references: { user_id: kept } },
  stripe_coupons: {},
};

/** Column names that look like a person's: each must be classified above. */
export const PERSON_LIKE_COLUMN = /(^|_)(user_id|actor_id|actor|by_id|by_email|by|email|member_id|staff_id|person_id)$/;
