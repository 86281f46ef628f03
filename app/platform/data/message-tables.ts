import type { CoachAccountsTable } from "./coach-tables.ts";

/** Messages to members (migration 0161, decision 0186, app/features/messages/). */

/** marketing: gym news, only to those who opted in, with one-click unsubscribe · service: about a session they booked. */
export type MessagePurpose = "marketing" | "service";

/** draft: staff wrote it · scheduled: waits for send_at · queued: its e-mails are in the outbox · cancelled. */
export type MessageStatus = "draft" | "scheduled" | "queued" | "cancelled";

export interface MemberMessagesTable {
  id: string;
  /** `members`, `product:<id>`, `class:<slug>:<days>`, `slipping-away`, `leads` or `session:<id>`. */
  audience: string;
  /** The audience as staff read it ("Holders of Advanced", "Yoga, Tuesday 24 November 10:00"). */
  audience_label: string;
  purpose: MessagePurpose;
  subject: string;
  /** Markdown, as written. */
  body: string;
  status: MessageStatus;
  /** When it goes (UTC ISO); null for a draft. */
  send_at: string | null;
  /** How many people it was queued for; null until then. */
  recipients: number | null;
  queued_at: string | null;
  created_at: string;
  /** better-auth's user id of its author (null once that account is deleted; the e-mail stays). */
  created_by_id: string | null;
  created_by_email: string;
  /** Who sent or scheduled it. */
  sent_by_id: string | null;
  sent_by_email: string | null;
  /** Raised by every change, so a form sent from a stale page is refused instead of overwriting. */
  version: number;
}

/** One outbox row a queued message became: an e-mail to one person, or a push to one of their browsers. */
export interface MemberMessageDeliveriesTable {
  outbox_id: string;
  message_id: string;
  channel: "email" | "push";
  /** A member's; null for a lead. */
  user_id: string | null;
  /** A lead's inquiry; null for a member. */
  inquiry_id: string | null;
}

/** A lead who unsubscribed from messages to leads. */
export interface LeadMailOptoutsTable {
  inquiry_id: string;
  opted_out_at: string;
}

/** The tables of coaches (migration 0160) and of messages to members (0161), part of `Tables` (tables.ts). */
export interface CoachAndMessageTables {
  coach_accounts: CoachAccountsTable;
  member_messages: MemberMessagesTable;
  member_message_deliveries: MemberMessageDeliveriesTable;
  lead_mail_optouts: LeadMailOptoutsTable;
}
