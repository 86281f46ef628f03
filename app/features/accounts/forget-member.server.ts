import { APIError } from "better-auth/api";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import type { PromotionPolicy } from "#app/features/booking/booking-rows.server.ts";
import { releaseMemberBookings } from "#app/features/booking/cancellations.server.ts";
import { forgetRecipient } from "#app/features/mail/forget-recipient.server.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { renewsOnline } from "#app/features/memberships/member-entitlements.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/** What removing an account takes besides deleting its row: see memberForgetter. */
export type ForgetMember = (user: { id: string; email: string }) => Promise<void>;

/**
 * What the database cannot do when an account is deleted, run before its row goes. The
 * rows of the person's own (bookings, memberships, credits, terms and health answers,
 * reminders, mail choices, strikes, push subscriptions, the desk's note, role, calendar
 * feed, users document…) go with that row through their foreign keys, and the records the
 * gym keeps (payments, the audit log) lose the reference and the name (decision 0145).
 * Left to do here:
 * - an account whose membership Stripe still renews is not deleted: the member cancels it
 *   in the billing portal first, or Stripe would go on charging a card for an account that
 *   no longer exists;
 * - its upcoming places go back to the sessions, and members promoted into them are
 *   e-mailed, as when anyone cancels (`policy`: who the freed places may go to,
 *   REQUIRE_EMAIL_VERIFICATION);
 * - the mail addressed to it leaves the outbox, which knows it by address only.
 * Mail is queued in the change's transaction and sent when it commits (by this process's
 * worker, or by a running server's when there is none, as on the command line).
 */
export function memberForgetter(
  database: Database,
  mail: Pick<MailService, "context">,
  policy: PromotionPolicy,
): ForgetMember {
  return async (user) => {
    if (await renewsOnline(database, user.id)) {
      throw new APIError("BAD_REQUEST", {
        code: "MEMBERSHIP_RENEWS_ONLINE",
        message:
          "Your membership is paid online and still renews. Cancel it under Manage card and billing first, then delete your account.",
      });
    }
    await releaseMemberBookings(database, user.id, clock.now(), bookingMailer(mail), policy);
    await forgetRecipient(database.db, user.email);
  };
}
