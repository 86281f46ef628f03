import { createHmac, timingSafeEqual } from "node:crypto";
import type { MailCategory } from "#app/content/member-mail.ts";

/**
 * The links in a member's mail that work without signing in: one-click cancel of a
 * booking, one-click booking of a moved class's new time, one-click unsubscribe from a kind of mail. Each carries an HMAC, under the
 * server's secret, of what it may do and to what, so a link cannot be made for another
 * booking or member. A cancel link is single-use by nature: once the booking is cancelled
 * there is nothing left for it to cancel.
 */

const sign = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest("base64url");

function matches(secret: string, purpose: string, token: string): boolean {
  const expected = Buffer.from(sign(secret, purpose));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cancelPurpose = (bookingId: string) => `ironpeak one-click cancel:${bookingId}`;
const unsubscribePurpose = (userId: string, category: MailCategory) => `ironpeak unsubscribe:${userId}:${category}`;

export function cancelLink(origin: string, secret: string, bookingId: string): string {
  const url = new URL(`/bookings/${encodeURIComponent(bookingId)}/cancel`, origin);
  url.searchParams.set("token", sign(secret, cancelPurpose(bookingId)));
  return url.href;
}

export const cancelTokenMatches = (secret: string, bookingId: string, token: string) =>
  matches(secret, cancelPurpose(bookingId), token);

export function unsubscribeLink(origin: string, secret: string, userId: string, category: MailCategory): string {
  const url = new URL("/mail/unsubscribe", origin);
  url.searchParams.set("member", userId);
  url.searchParams.set("list", category);
  url.searchParams.set("token", sign(secret, unsubscribePurpose(userId, category)));
  return url.href;
}

export const unsubscribeTokenMatches = (secret: string, userId: string, category: MailCategory, token: string) =>
  matches(secret, unsubscribePurpose(userId, category), token);

const rebookPurpose = (bookingId: string) => `ironpeak one-click rebook:${bookingId}`;

/**
 * The "book the new time" link of a class-moved e-mail: it names the booking the move
 * cancelled; the new time is what the database recorded for that session (moved_to). One
 * use: once the member holds (or held) a booking of the new time, it only says so.
 */
export function rebookLink(origin: string, secret: string, bookingId: string): string {
  const url = new URL(`/bookings/${encodeURIComponent(bookingId)}/rebook`, origin);
  url.searchParams.set("token", sign(secret, rebookPurpose(bookingId)));
  return url.href;
}

export const rebookTokenMatches = (secret: string, bookingId: string, token: string) =>
  matches(secret, rebookPurpose(bookingId), token);

const leadUnsubscribePurpose = (inquiryId: string) => `ironpeak unsubscribe lead:${inquiryId}`;

/** The unsubscribe link of a message to leads (app/features/messages/): a lead has no account, so it names their inquiry. */
export function leadUnsubscribeLink(origin: string, secret: string, inquiryId: string): string {
  const url = new URL("/mail/unsubscribe", origin);
  url.searchParams.set("lead", inquiryId);
  url.searchParams.set("token", sign(secret, leadUnsubscribePurpose(inquiryId)));
  return url.href;
}

export const leadUnsubscribeTokenMatches = (secret: string, inquiryId: string, token: string) =>
  matches(secret, leadUnsubscribePurpose(inquiryId), token);

/** RFC 2369 and RFC 8058: a mail app offers "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the link. */
export function listUnsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
