import { sql } from "kysely";
import { currentMember } from "#app/features/accounts/member.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { apiError, apiJson } from "#app/platform/http/json-api.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";

/**
 * What the gym holds about one member, for them to download (GET /api/me/export, decision
 * 0188): the right of access of data-protection law (GDPR Article 15, Article 20's
 * portability). Everything kept about them is in it: their account and choices, bookings,
 * memberships, credits with every ledger row, payments and documents, terms with their
 * health answers (theirs to have), messages and e-mails sent to them (subject and state, not
 * the bodies: those held one-time links), the desk's note about them, and the audit log's
 * entries about them. Who at the desk did something is named as the gym's staff: the staff
 * member's own details are not the member's.
 */

const STAFF = "the gym's staff";
/** A ledger's or the audit log's "who": the member, the gym, the system as written; a staff member's e-mail as the staff. */
const who = (actor: string | null) => (actor?.includes("@") ? STAFF : actor);
const parse = (text: string | null) => (text ? (JSON.parse(text) as unknown) : null);
const iso = (value: Date | string | number) => (value instanceof Date ? value.toISOString() : String(value));

async function accountPart(database: Database, userId: string) {
  const { db } = database;
  const user = await db.selectFrom("user").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  const [document, role, coach, preferences, feed, pushes, stripe] = await Promise.all([
    db.selectFrom("users").select(["saved_shows", "created_at"]).where("email", "=", user.email).executeTakeFirst(),
    db.selectFrom("staff_roles").select(["role", "granted_at"]).where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("coach_accounts")
      .select(["trainer_id", "granted_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db.selectFrom("mail_preferences").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db.selectFrom("calendar_feed_tokens").select("created_at").where("user_id", "=", userId).executeTakeFirst(),
    db.selectFrom("push_subscriptions").select(["endpoint", "created_at"]).where("user_id", "=", userId).execute(),
    db
      .selectFrom("stripe_customers")
      .select(["customer_id", "created_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  ]);
  return {
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      phone: user.phone ?? null,
      emergencyContact: user.emergencyContact ?? null,
      emailVerified: user.emailVerified === true || Number(user.emailVerified) === 1,
      createdAt: iso(user.createdAt),
      role: role?.role ?? (coach ? "coach" : "member"),
    },
    savedClasses: document ? (parse(document.saved_shows) as string[]) : [],
    mailPreferences: preferences
      ? {
          reminders: Number(preferences.reminders) === 1,
          waitlist: Number(preferences.waitlist) === 1,
          gymNews: Number(preferences.news) === 1,
          updatedAt: preferences.updated_at,
        }
      : null,
    // The feed's link is a secret of the member's calendar app: whether there is one, not the token.
    calendarFeed: feed ? { createdAt: feed.created_at } : null,
    pushSubscriptions: pushes.map((push) => ({ endpoint: push.endpoint, createdAt: push.created_at })),
    stripeCustomer: stripe ? { id: stripe.customer_id, createdAt: stripe.created_at } : null,
  };
}

async function trainingPart(database: Database, userId: string) {
  const { db } = database;
  const [bookings, terms, forgiven, memberships, grants, ledger] = await Promise.all([
    db
      .selectFrom("bookings")
      .innerJoin("class_sessions", "class_sessions.id", "bookings.session_id")
      .select(["bookings.id", "class_sessions.class_slug", "bookings.starts_at", "bookings.ends_at", "bookings.status"])
      .select(["bookings.attendance", "bookings.created_at", "bookings.cancelled_at", "bookings.promoted_at"])
      .where("bookings.user_id", "=", userId)
      .orderBy("bookings.starts_at")
      .execute(),
    db.selectFrom("terms_acceptances").selectAll().where("user_id", "=", userId).orderBy("accepted_at").execute(),
    db.selectFrom("forgiven_strikes").select(["booking_id", "forgiven_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("memberships").selectAll().where("user_id", "=", userId).orderBy("started_at").execute(),
    db.selectFrom("credit_grants").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db.selectFrom("credit_ledger").selectAll().where("user_id", "=", userId).orderBy("seq").execute(),
  ]);
  return {
    bookings: bookings.map((row) => ({
      id: row.id,
      class: row.class_slug,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      status: row.status,
      attendance: row.attendance,
      bookedAt: row.created_at,
      cancelledAt: row.cancelled_at,
      promotedAt: row.promoted_at,
    })),
    strikesForgiven: forgiven.map((row) => ({ bookingId: row.booking_id, forgivenAt: row.forgiven_at })),
    terms: terms.map((row) => ({
      version: row.terms_version,
      acceptedAt: row.accepted_at,
      healthAnswers: parse(row.answers),
      healthFlag: Number(row.health_flag) === 1,
    })),
    memberships: memberships.map((row) => ({
      id: row.id,
      product: row.product_id,
      status: row.status,
      classesPerWeek: row.classes_per_week,
      startedAt: row.started_at,
      currentPeriodEnd: row.current_period_end,
      pausedAt: row.paused_at,
      cancelsAt: row.cancels_at,
      billedOnline: row.stripe_subscription_id !== null,
    })),
    creditGrants: grants.map((row) => ({
      id: row.id,
      product: row.product_id,
      credits: Number(row.credits_total),
      reason: row.reason,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    })),
    creditLedger: ledger.map((row) => ({
      at: row.at,
      grantId: row.grant_id,
      kind: row.kind,
      credits: row.credits,
      bookingId: row.booking_id,
      saleId: row.sale_id,
      by: who(row.actor),
      reason: row.reason,
    })),
  };
}

const documentJson = (row: {
  number: string;
  issued_on: string;
  currency: string;
  net: number;
  tax: number;
  gross: number;
  lines: string;
  buyer_name: string;
}) => ({
  number: row.number,
  issuedOn: row.issued_on,
  buyerName: row.buyer_name,
  currency: row.currency,
  net: Number(row.net),
  tax: Number(row.tax),
  gross: Number(row.gross),
  lines: parse(row.lines),
});

/** A LIKE pattern's own characters taken literally (with ESCAPE '\\'). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The addresses of an outbox row's recipient ("Ann <ann@x.org>, bob@y.org"): the LIKE finds
 * candidates, this keeps only mail to the member's own address (not "joann@x.org").
 */
const addressesOf = (recipient: string) =>
  recipient.split(",").map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase());

async function recordsPart(database: Database, userId: string, email: string) {
  const { db } = database;
  const [sales, invoices, creditNotes, note, inquiries, messages, mail, audit, imports] = await Promise.all([
    db.selectFrom("sales").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db.selectFrom("invoices").selectAll().where("buyer_user_id", "=", userId).orderBy("number").execute(),
    db.selectFrom("credit_notes").selectAll().where("buyer_user_id", "=", userId).orderBy("number").execute(),
    db.selectFrom("member_notes").select(["note", "updated_at"]).where("user_id", "=", userId).executeTakeFirst(),
    db.selectFrom("contact_inquiries").selectAll().where(sql<string>`lower(email)`, "=", email).execute(),
    db
      .selectFrom("member_message_deliveries as delivery")
      .innerJoin("member_messages as message", "message.id", "delivery.message_id")
      .select(["message.subject", "message.purpose", "message.queued_at", "delivery.channel"])
      .where("delivery.user_id", "=", userId)
      .orderBy("message.queued_at")
      .execute(),
    db
      .selectFrom("mail_outbox")
      .select(["topic", "recipient", "subject", "status", "created_at", "sent_at"])
      .where("kind", "=", "email")
      .where(sql<boolean>`lower(recipient) like ${`%${likeEscaped(email.toLowerCase())}%`} escape '\\'`)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("staff_audit_log")
      .select(["at", "actor", "action", "subject_label", "before_state", "after_state"])
      .where("subject_user_id", "=", userId)
      .orderBy("seq")
      .execute(),
    db.selectFrom("member_import_accounts").select(["invited_at"]).where("user_id", "=", userId).execute(),
  ]);
  return {
    payments: sales.map((row) => ({
      id: row.id,
      at: row.created_at,
      product: row.product_id,
      method: row.method,
      amount: Number(row.amount),
      currency: row.currency,
      refundedAt: row.refunded_at,
    })),
    invoices: invoices.map(documentJson),
    creditNotes: creditNotes.map(documentJson),
    deskNote: note ? { note: note.note, updatedAt: note.updated_at } : null,
    inquiries: inquiries.map((row) => ({
      at: row.created_at,
      name: row.full_name,
      class: row.class_name,
      comment: row.comment,
    })),
    messages: messages.map((row) => ({
      subject: row.subject,
      purpose: row.purpose,
      sentAt: row.queued_at,
      channel: row.channel,
    })),
    emails: mail
      .filter((row) => addressesOf(row.recipient).includes(email.toLowerCase()))
      .map((row) => ({
        topic: row.topic,
        subject: row.subject,
        status: row.status,
        queuedAt: row.created_at,
        sentAt: row.sent_at,
      })),
    staffActions: audit.map((row) => ({
      at: row.at,
      by: who(row.actor),
      action: row.action,
      about: row.subject_label,
      before: parse(row.before_state),
      after: parse(row.after_state),
    })),
    importedFromPreviousSystem: imports.length > 0 ? { invitedAt: imports[0]?.invited_at ?? null } : null,
  };
}

/** Everything the gym holds about the member, as one JSON document. */
export async function memberExport(database: Database, userId: string, now: Date = clock.now()) {
  const account = await accountPart(database, userId);
  return {
    exportedAt: now.toISOString(),
    ...account,
    ...(await trainingPart(database, userId)),
    ...(await recordsPart(database, userId, account.account.email)),
  };
}

/** GET /api/me/export → 200 the member's data, as a file to keep (docs/api.md). */
export async function myExport(request: Request, services: Services): Promise<Response> {
  const member = await currentMember(request, services);
  if (!member) return apiError(401, "NOT_SIGNED_IN", "Sign in to download your data.");
  const data = await memberExport(services.database, member.id);
  return apiJson(data, {
    headers: { "Content-Disposition": `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"` },
  });
}
