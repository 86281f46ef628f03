import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { recordStaffAction } from "#app/features/staff/audit.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import type { PersonTables } from "#app/platform/data/person-columns.ts";
import { clock } from "#app/platform/time/clock.ts";

export interface Person {
  id: string;
  email: string;
}

/**
 * Rows that belong to `owner` in one table, every column that names a person filled: with
 * `owner` where the row is theirs, with `by` where it names who did something (a note's
 * author, a sale's desk, a strike's forgiver). The compiler asks for an entry for every
 * table of tables.ts, so a table added later is filled here too, or says why it holds
 * nobody.
 */
type Fill = (context: { database: Database; db: Kysely<Tables>; owner: Person; by: Person }) => Promise<unknown>;

export const HOLDS_NOBODY = "holds nobody's account";

const now = () => clock.now().toISOString();
const later = () => new Date(clock.millis() + 7 * 24 * 60 * 60 * 1000).toISOString();

/** A class session for the bookings to be places of. */
async function aSession(db: Kysely<Tables>): Promise<string> {
  const id = `deletion-${randomUUID()}`;
  await db
    .insertInto("class_sessions")
    .values({
      id,
      class_slug: "yoga",
      starts_at: later(),
      ends_at: later(),
      capacity: 10,
      booked_count: 1,
      last_seq: 1,
      cancelled_at: null,
      cancel_reason: null,
      created_at: now(),
    })
    .execute();
  return id;
}

async function anInquiry(db: Kysely<Tables>, email: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("contact_inquiries")
    .values({ id, created_at: now(), full_name: "A lead", email, class_name: null, comment: "" })
    .execute();
  return id;
}

let documents = 0;
/** An invoice's (or a credit note's) columns, `buyer` its buyer: each one numbered apart. */
function anIssuedDocument(buyer: Person) {
  documents += 1;
  return {
    id: randomUUID(),
    number: `TEST-${documents}-${randomUUID()}`,
    year: 2000 + documents,
    sequence: documents,
    sale_id: randomUUID(),
    issued_on: now().slice(0, 10),
    issued_at: now(),
    buyer_user_id: buyer.id,
    buyer_name: `Buyer ${buyer.email}`,
    buyer_email: buyer.email,
    seller_name: "The gym",
    seller_address: "1 Gym Street",
    seller_tax_number: null,
    currency: "USD",
    net: 1_500,
    tax: 0,
    gross: 1_500,
    tax_name: null,
    tax_rate_ppm: null,
    prices_include_tax: 1,
    lines: "[]",
  };
}

let businessDays = 0;
/** A business day of its own for each cash-up (the table's key). */
function aBusinessDate(): string {
  businessDays += 1;
  return new Date(Date.UTC(2001, 0, businessDays)).toISOString().slice(0, 10);
}

async function aMessage(db: Kysely<Tables>, writer: Person, sender: Person): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("member_messages")
    .values({
      id,
      audience: "members",
      audience_label: "All members",
      purpose: "service",
      subject: "Bring gloves",
      body: "Bring gloves.",
      status: "queued",
      send_at: null,
      recipients: 1,
      queued_at: now(),
      created_at: now(),
      created_by_id: writer.id,
      created_by_email: writer.email,
      sent_by_id: sender.id,
      sent_by_email: sender.email,
      version: 1,
    })
    .execute();
  return id;
}

/** An import: checked by `by` with a file naming `named` (as an export writes it), or committed by `by`. */
async function anImport(db: Kysely<Tables>, by: Person, named: Person | null): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("member_imports")
    .values({
      id,
      created_at: now(),
      created_by_id: by.id,
      created_by_email: by.email,
      file_name: "members.csv",
      file_text: named ? `Email,Name\r\n${named.email.toUpperCase()},A member\r\n` : null,
      settings: "{}",
      rows: 1,
      checked: "{}",
      status: named ? "checked" : "committed",
      status_at: now(),
      committed_by_id: named ? null : by.id,
      committed_by_email: named ? null : by.email,
      written: named ? null : "{}",
    })
    .execute();
  return id;
}

export const personRows: { [Table in PersonTables]: Fill | typeof HOLDS_NOBODY } = {
  users: ({ db, owner }) =>
    db.insertInto("users").values({ email: owner.email, saved_shows: "[]", created_at: now() }).execute(),
  contact_inquiries: HOLDS_NOBODY,
  rate_limits: HOLDS_NOBODY,
  schema_migrations: HOLDS_NOBODY,
  mail_outbox: ({ db, owner }) =>
    enqueueMail(db, {
      topic: "receipt",
      origin: "https://ironpeak.example",
      to: [{ name: "Them", address: owner.email }],
      subject: "Your receipt",
      text: `Hello ${owner.email}`,
      html: `<p>Hello ${owner.email}</p>`,
    }),
  class_sessions: HOLDS_NOBODY,
  bookings: async ({ db, owner }) =>
    db
      .insertInto("bookings")
      .values({
        id: randomUUID(),
        session_id: await aSession(db),
        user_id: owner.id,
        status: "booked",
        seq: 1,
        starts_at: later(),
        ends_at: later(),
        created_at: now(),
        updated_at: now(),
        promoted_at: null,
        cancelled_at: null,
        attendance: null,
      })
      .execute(),
  calendar_feed_tokens: ({ db, owner }) =>
    db
      .insertInto("calendar_feed_tokens")
      .values({ user_id: owner.id, seed: randomUUID(), token_hash: randomUUID(), created_at: now() })
      .execute(),
  staff_roles: ({ db, owner, by }) =>
    db
      .insertInto("staff_roles")
      .values({ user_id: owner.id, role: "staff", granted_at: now(), granted_by: by.email })
      .execute(),
  lead_followups: async ({ db, by }) =>
    db
      .insertInto("lead_followups")
      .values({
        inquiry_id: await anInquiry(db, `lead-${randomUUID()}@example.com`),
        status: "contacted",
        note: "",
        version: 1,
        updated_at: now(),
        updated_by_id: by.id,
        updated_by_email: by.email,
      })
      .execute(),
  staff_audit_log: async ({ db, owner, by }) => {
    const actor = { id: by.id, label: by.email };
    await recordStaffAction(
      db,
      {
        actor,
        action: "member.details-changed",
        subject: { type: "account", id: owner.id, label: owner.email },
        before: { name: "Before", phone: "0123" },
        after: { name: "After", phone: "0456" },
      },
      clock.now(),
    );
    await recordStaffAction(
      db,
      {
        actor,
        action: "attendance.marked",
        subject: { type: "booking", id: randomUUID(), label: `${owner.email} at Yoga`, person: owner.id },
        before: { attendance: null },
        after: { attendance: "attended" },
      },
      clock.now(),
    );
  },
  demo_accounts: ({ db, owner }) =>
    db.insertInto("demo_accounts").values({ email: owner.email, kind: "member", created_at: now() }).execute(),
  // One claim per install: the first owner filled claimed it.
  install_claim: ({ db, owner }) =>
    db
      .insertInto("install_claim")
      .values({ id: 1, claimed_at: now(), claimed_by: owner.email })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute(),
  terms_acceptances: ({ database, owner }) =>
    acceptTerms(database, {
      userId: owner.id,
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question) => [question.id, true])),
    }),
  booking_reminders: ({ db, owner }) =>
    db
      .insertInto("booking_reminders")
      .values({
        booking_id: randomUUID(),
        kind: "before-session",
        user_id: owner.id,
        outbox_id: null,
        queued_at: now(),
      })
      .execute(),
  mail_preferences: ({ db, owner }) =>
    db
      .insertInto("mail_preferences")
      .values({ user_id: owner.id, reminders: 0, waitlist: 1, news: 1, updated_at: now() })
      .execute(),
  forgiven_strikes: ({ db, owner, by }) =>
    db
      .insertInto("forgiven_strikes")
      .values({ booking_id: randomUUID(), user_id: owner.id, forgiven_by: by.email, forgiven_at: now() })
      .execute(),
  suspension_notices: ({ db, owner }) =>
    db.insertInto("suspension_notices").values({ user_id: owner.id, until: later(), queued_at: now() }).execute(),
  push_subscriptions: ({ db, owner }) =>
    db
      .insertInto("push_subscriptions")
      .values({
        endpoint: `https://push.example.com/${randomUUID()}`,
        user_id: owner.id,
        p256dh: "p".repeat(87),
        auth: "a".repeat(22),
        created_at: now(),
      })
      .execute(),
  sales: ({ db, owner, by }) =>
    db
      .insertInto("sales")
      .values({
        id: randomUUID(),
        user_id: owner.id,
        product_id: "class-pack",
        method: "cash",
        amount: 12_000,
        currency: "USD",
        staff_user_id: by.id,
        created_at: now(),
        refunded_at: null,
        external_ref: null,
      })
      .execute(),
  memberships: ({ db, owner }) =>
    db
      .insertInto("memberships")
      .values({
        id: randomUUID(),
        user_id: owner.id,
        product_id: "advanced",
        sale_id: null,
        status: "active",
        classes_per_week: null,
        started_at: now(),
        current_period_end: later(),
        updated_at: now(),
        stripe_subscription_id: null,
        cancels_at: null,
        paused_at: null,
        past_due_since: null,
        stripe_checkout_session_id: null,
      })
      .execute(),
  credit_grants: ({ db, owner }) =>
    db
      .insertInto("credit_grants")
      .values({
        id: randomUUID(),
        user_id: owner.id,
        product_id: null,
        sale_id: null,
        once_per_person: 0,
        credits_total: 5,
        reason: "goodwill",
        created_at: now(),
        expires_at: later(),
      })
      .execute(),
  booking_entitlements: ({ db, owner }) =>
    db
      .insertInto("booking_entitlements")
      .values({
        booking_id: randomUUID(),
        user_id: owner.id,
        membership_id: randomUUID(),
        credit_grant_id: null,
        starts_at: later(),
        claimed_at: now(),
        returned_at: null,
      })
      .execute(),
  schedule_state: HOLDS_NOBODY,
  trainers: HOLDS_NOBODY,
  gym_classes: HOLDS_NOBODY,
  timetable_slots: HOLDS_NOBODY,
  one_off_sessions: HOLDS_NOBODY,
  session_cover: HOLDS_NOBODY,
  closures: HOLDS_NOBODY,
  removed_sessions: HOLDS_NOBODY,
  member_notes: ({ db, owner, by }) =>
    db
      .insertInto("member_notes")
      .values({
        user_id: owner.id,
        note: "Knee injury",
        version: 1,
        updated_at: now(),
        updated_by_id: by.id,
        updated_by_email: by.email,
      })
      .execute(),
  member_details_versions: ({ db, owner, by }) =>
    db
      .insertInto("member_details_versions")
      .values({ user_id: owner.id, version: 2, updated_at: now(), updated_by_id: by.id, updated_by_email: by.email })
      .execute(),
  lead_conversions: async ({ db, owner, by }) =>
    db
      .insertInto("lead_conversions")
      .values({
        inquiry_id: await anInquiry(db, owner.email),
        member_user_id: owner.id,
        converted_at: now(),
        converted_by_id: by.id,
        converted_by_email: by.email,
      })
      .execute(),
  waitlist_skip_notices: ({ db, owner }) =>
    db
      .insertInto("waitlist_skip_notices")
      .values({ booking_id: randomUUID(), user_id: owner.id, notified_at: now() })
      .execute(),
  stripe_customers: ({ db, owner }) =>
    db
      .insertInto("stripe_customers")
      .values({ user_id: owner.id, customer_id: `cus_${randomUUID()}`, created_at: now() })
      .execute(),
  stripe_events: HOLDS_NOBODY,
  stripe_checkout_locks: ({ db, owner }) =>
    db
      .insertInto("stripe_checkout_locks")
      .values({ user_id: owner.id, token: randomUUID(), held_until: later() })
      .execute(),
  idempotency_keys: ({ db, owner }) =>
    db
      .insertInto("idempotency_keys")
      .values({
        user_id: owner.id,
        key: randomUUID(),
        fingerprint: "f".repeat(64),
        response_status: 201,
        response_body: "{}",
        created_at: now(),
      })
      .execute(),
  document_sequences: HOLDS_NOBODY,
  invoices: ({ db, owner }) => db.insertInto("invoices").values(anIssuedDocument(owner)).execute(),
  credit_notes: ({ db, owner }) =>
    db
      .insertInto("credit_notes")
      .values({ ...anIssuedDocument(owner), invoice_id: null, refund_id: null, method: "cash", reason: "Refund" })
      .execute(),
  cash_ups: ({ db, owner }) =>
    db
      .insertInto("cash_ups")
      .values({
        business_date: aBusinessDate(),
        opened_at: now(),
        closed_at: now(),
        closed_by_user_id: owner.id,
        closed_by_name: owner.email,
        currency: "USD",
        float_amount: 10_000,
        counted_cash: 10_000,
        expected_cash: 10_000,
        variance: 0,
        takings: "{}",
        note: null,
      })
      .execute(),
  coach_accounts: async ({ db, owner, by }) => {
    const trainer = await db.selectFrom("trainers").select("id").executeTakeFirstOrThrow();
    await db
      .insertInto("coach_accounts")
      .values({ user_id: owner.id, trainer_id: trainer.id, granted_at: now(), granted_by: by.email })
      .execute();
  },
  member_messages: ({ db, owner, by }) => aMessage(db, owner, by),
  member_message_deliveries: async ({ db, owner, by }) => {
    const messageId = await aMessage(db, by, by);
    await db
      .insertInto("member_message_deliveries")
      .values({ outbox_id: randomUUID(), message_id: messageId, channel: "email", user_id: owner.id, inquiry_id: null })
      .execute();
  },
  lead_mail_optouts: HOLDS_NOBODY,
  content_versions: HOLDS_NOBODY,
  articles: HOLDS_NOBODY,
  article_redirects: HOLDS_NOBODY,
  credit_ledger: ({ db, owner, by }) =>
    db
      .insertInto("credit_ledger")
      .values({
        user_id: owner.id,
        grant_id: randomUUID(),
        kind: "adjust",
        credits: 1,
        at: now(),
        booking_id: null,
        sale_id: null,
        actor_id: by.id,
        actor: by.email,
        reason: "goodwill",
      })
      .execute(),
  membership_end_notices: async ({ db, owner }) => {
    const membership = await db
      .selectFrom("memberships")
      .select(["id", "current_period_end"])
      .where("user_id", "=", owner.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("membership_end_notices")
      .values({
        membership_id: membership.id,
        period_end: membership.current_period_end,
        user_id: owner.id,
        queued_at: now(),
      })
      .execute();
  },
  sweep_positions: HOLDS_NOBODY,
  site_details: HOLDS_NOBODY,
  site_special_hours: HOLDS_NOBODY,
  media: ({ db, by }) =>
    db
      .insertInto("media")
      .values({
        id: randomUUID().replaceAll("-", "").slice(0, 24),
        alt: "A kettlebell",
        file_name: "kettlebell.jpg",
        source_type: "image/jpeg",
        width: 800,
        height: 600,
        stored_bytes: 0,
        storage: "database",
        version: 1,
        uploaded_by_id: by.id,
        uploaded_by_name: by.email,
        created_at: now(),
        updated_at: now(),
      })
      .execute(),
  media_files: HOLDS_NOBODY,
  gallery_pictures: HOLDS_NOBODY,
  member_imports: async ({ db, owner, by }) => {
    // One the owner committed (kept, the name forgotten), one whose waiting file names them (dropped).
    await anImport(db, owner, null);
    await anImport(db, by, owner);
  },
  member_import_accounts: async ({ db, owner, by }) => {
    const importId = await anImport(db, by, null);
    await db
      .insertInto("member_import_accounts")
      .values({ import_id: importId, user_id: owner.id, invited_at: null })
      .execute();
  },
  refunds: ({ db, owner }) =>
    db
      .insertInto("refunds")
      .values({
        id: randomUUID(),
        sale_id: randomUUID(),
        kind: "refund",
        status: "recorded",
        amount: 1_500,
        currency: "USD",
        method: "cash",
        reason: "Goodwill",
        requested_at: now(),
        refunded_at: now(),
        refunded_by_id: owner.id,
        refunded_by: owner.email,
        withdraw_credits: 0,
        cancel_bookings: "[]",
        credits_withdrawn: 0,
        bookings_cancelled: 0,
        membership_rolled_back: 0,
        stripe_refund_id: null,
        stripe_dispute_id: null,
      })
      .execute(),
  membership_periods: async ({ db, owner }) => {
    const membership = await db
      .selectFrom("memberships")
      .select(["id", "started_at", "current_period_end"])
      .where("user_id", "=", owner.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("membership_periods")
      .values({
        sale_id: randomUUID(),
        membership_id: membership.id,
        user_id: owner.id,
        starts_at: membership.started_at,
        ends_at: membership.current_period_end,
        rolled_back_at: null,
      })
      .execute();
  },
  disputes: HOLDS_NOBODY,
  stripe_sale_payments: HOLDS_NOBODY,
  products: HOLDS_NOBODY,
  stripe_products: HOLDS_NOBODY,
  stripe_prices: HOLDS_NOBODY,
  offers: HOLDS_NOBODY,
  offer_redemptions: async ({ db, owner }) => {
    const offerId = randomUUID();
    await db
      .insertInto("offers")
      .values({
        id: offerId,
        code: `PERSON${randomUUID().slice(0, 8).toUpperCase()}`,
        title: "An offer",
        description: "10% off",
        percent_off: 10,
        amount_off: null,
        currency: "USD",
        applies_to: "all",
        product_ids: "[]",
        max_uses: null,
        once_per_member: 1,
        starts_at: null,
        ends_at: null,
        promoted: 0,
        retired_at: null,
        version: 1,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    await db
      .insertInto("offer_redemptions")
      .values({
        id: randomUUID(),
        offer_id: offerId,
        user_id: owner.id,
        once_per_member: 1,
        state: "used",
        held_until: null,
        sale_id: null,
        checkout_session_id: null,
        discount: 100,
        currency: "USD",
        created_at: now(),
      })
      .execute();
  },
  stripe_coupons: HOLDS_NOBODY,
};

/** Fills every table that holds people with rows of `owner`, naming `by` where a row names who did something. */
export async function fillPersonRows(database: Database, owner: Person, by: Person): Promise<void> {
  for (const fill of Object.values(personRows)) {
    if (fill !== HOLDS_NOBODY) await fill({ database, db: database.db, owner, by });
  }
}
