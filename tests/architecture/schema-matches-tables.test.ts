import { describe, expect, it } from "vitest";
import type { Tables } from "#app/platform/data/database.server.ts";
import { databaseKinds, freshDatabase } from "#tests/support/databases.ts";

/**
 * app/platform/data/tables.ts (the types every query is checked against) and the migrations
 * (the schema the database has) are written by hand, once each: this test keeps them from
 * disagreeing. The compiler checks the list below against tables.ts (a column missing from
 * it, or one too many, does not compile); the test checks it against the migrated schema
 * on both databases.
 */
type EveryColumn<Table> = { [Column in keyof Table]-?: true };
type OurTables = Exclude<keyof Tables, "user">;

const declared: { [Name in OurTables]: EveryColumn<Tables[Name]> } = {
  users: { email: true, saved_shows: true, created_at: true },
  contact_inquiries: { id: true, created_at: true, full_name: true, email: true, class_name: true, comment: true },
  rate_limits: { key: true, window_start: true, count: true },
  schema_migrations: { id: true, applied_at: true },
  class_sessions: {
    id: true,
    class_slug: true,
    starts_at: true,
    ends_at: true,
    capacity: true,
    booked_count: true,
    last_seq: true,
    cancelled_at: true,
    cancel_reason: true,
    created_at: true,
    attended_count: true,
    late_cancelled_count: true,
    waitlisted_count: true,
  },
  bookings: {
    id: true,
    session_id: true,
    user_id: true,
    status: true,
    seq: true,
    starts_at: true,
    ends_at: true,
    created_at: true,
    updated_at: true,
    promoted_at: true,
    cancelled_at: true,
    attendance: true,
  },
  mail_outbox: {
    id: true,
    kind: true,
    topic: true,
    recipient: true,
    subject: true,
    message_id: true,
    payload: true,
    status: true,
    attempts: true,
    next_attempt_at: true,
    lease_until: true,
    claim_token: true,
    last_error: true,
    created_at: true,
    sent_at: true,
  },
  staff_roles: { user_id: true, role: true, granted_at: true, granted_by: true },
  lead_followups: {
    inquiry_id: true,
    status: true,
    note: true,
    version: true,
    updated_at: true,
    updated_by_id: true,
    updated_by_email: true,
  },
  staff_audit_log: {
    seq: true,
    at: true,
    actor_id: true,
    actor: true,
    action: true,
    subject_type: true,
    subject_id: true,
    subject_label: true,
    before_state: true,
    after_state: true,
  },
  calendar_feed_tokens: { user_id: true, seed: true, token_hash: true, created_at: true },
  demo_accounts: { email: true, kind: true, created_at: true },
  install_claim: { id: true, claimed_at: true, claimed_by: true },
  terms_acceptances: {
    id: true,
    user_id: true,
    terms_version: true,
    answers: true,
    health_flag: true,
    accepted_at: true,
  },
  booking_reminders: { booking_id: true, kind: true, user_id: true, outbox_id: true, queued_at: true },
  mail_preferences: { user_id: true, reminders: true, waitlist: true, news: true, updated_at: true },
  forgiven_strikes: { booking_id: true, user_id: true, forgiven_by: true, forgiven_at: true },
  suspension_notices: { user_id: true, until: true, queued_at: true },
  push_subscriptions: { endpoint: true, user_id: true, p256dh: true, auth: true, created_at: true },
  sales: {
    id: true,
    user_id: true,
    product_id: true,
    method: true,
    amount: true,
    currency: true,
    staff_user_id: true,
    created_at: true,
    refunded_at: true,
    external_ref: true,
  },
  memberships: {
    id: true,
    user_id: true,
    product_id: true,
    sale_id: true,
    status: true,
    classes_per_week: true,
    started_at: true,
    current_period_end: true,
    updated_at: true,
    stripe_subscription_id: true,
    cancels_at: true,
    paused_at: true,
    past_due_since: true,
    stripe_checkout_session_id: true,
  },
  credit_grants: {
    id: true,
    user_id: true,
    product_id: true,
    sale_id: true,
    once_per_person: true,
    credits_total: true,
    reason: true,
    created_at: true,
    expires_at: true,
  },
  credit_ledger: {
    seq: true,
    user_id: true,
    grant_id: true,
    kind: true,
    credits: true,
    at: true,
    booking_id: true,
    sale_id: true,
    actor_id: true,
    actor: true,
    reason: true,
  },
  sweep_positions: { sweep: true, at: true, id: true },
  membership_end_notices: { membership_id: true, period_end: true, user_id: true, queued_at: true },
  booking_entitlements: {
    booking_id: true,
    user_id: true,
    membership_id: true,
    credit_grant_id: true,
    starts_at: true,
    claimed_at: true,
    returned_at: true,
  },
  schedule_state: { id: true, origin: true, version: true, imported_at: true, changed_at: true },
  trainers: {
    id: true,
    name: true,
    job: true,
    portrait: true,
    position: true,
    retired_at: true,
    version: true,
    created_at: true,
    updated_at: true,
  },
  gym_classes: {
    slug: true,
    title: true,
    description: true,
    picture: true,
    trainer_id: true,
    capacity: true,
    position: true,
    retired_at: true,
    version: true,
    created_at: true,
    updated_at: true,
  },
  timetable_slots: {
    id: true,
    class_slug: true,
    weekday: true,
    start_time: true,
    end_time: true,
    trainer_id: true,
    capacity: true,
    featured: true,
    effective_from: true,
    effective_until: true,
    version: true,
    created_at: true,
    updated_at: true,
  },
  one_off_sessions: {
    id: true,
    class_slug: true,
    local_date: true,
    start_time: true,
    end_time: true,
    trainer_id: true,
    capacity: true,
    version: true,
    created_at: true,
    updated_at: true,
  },
  session_cover: { session_id: true, trainer_id: true, version: true, created_at: true, updated_at: true },
  closures: { id: true, from_date: true, to_date: true, reason: true, created_at: true },
  removed_sessions: {
    id: true,
    class_slug: true,
    local_date: true,
    start_time: true,
    end_time: true,
    trainer_id: true,
    capacity: true,
    removed_at: true,
  },
  member_notes: {
    user_id: true,
    note: true,
    version: true,
    updated_at: true,
    updated_by_id: true,
    updated_by_email: true,
  },
  member_details_versions: {
    user_id: true,
    version: true,
    updated_at: true,
    updated_by_id: true,
    updated_by_email: true,
  },
  lead_conversions: {
    inquiry_id: true,
    member_user_id: true,
    converted_at: true,
    converted_by_id: true,
    converted_by_email: true,
  },
  waitlist_skip_notices: { booking_id: true, user_id: true, notified_at: true },
  stripe_customers: { user_id: true, customer_id: true, created_at: true },
  stripe_events: { id: true, type: true, created_at: true, processed_at: true },
  stripe_checkout_locks: { user_id: true, token: true, held_until: true },
  idempotency_keys: {
    user_id: true,
    key: true,
    fingerprint: true,
    response_status: true,
    response_body: true,
    created_at: true,
  },
};

/** better-auth's own tables: it migrates them; tables.ts declares only the columns of `user` we read. */
const BETTER_AUTH_TABLES = ["user", "session", "account", "verification", "jwks"];
const userColumnsWeRead: EveryColumn<Tables["user"]> = {
  id: true,
  email: true,
  name: true,
  emailVerified: true,
  createdAt: true,
  updatedAt: true,
  phone: true,
  emergencyContact: true,
};

describe.each(databaseKinds)("the migrated schema on %s", (kind) => {
  it("has exactly the tables and columns app/platform/data/tables.ts declares", async () => {
    const fresh = await freshDatabase(kind);
    try {
      const tables = await fresh.database.db.introspection.getTables();
      const migrated = Object.fromEntries(
        tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
      );
      const ours = Object.keys(migrated)
        .filter((name) => !BETTER_AUTH_TABLES.includes(name))
        .sort();
      expect(ours).toEqual(Object.keys(declared).sort());
      for (const [name, columns] of Object.entries(declared)) {
        expect(migrated[name], name).toEqual(Object.keys(columns).sort());
      }
      expect(migrated.user).toEqual(expect.arrayContaining(Object.keys(userColumnsWeRead)));
    } finally {
      await fresh.dispose();
    }
  });
});
