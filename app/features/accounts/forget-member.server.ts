import { APIError } from "better-auth/api";
import { forgetMailPreferences } from "#app/features/attendance/mail-preferences.server.ts";
import { forgetPushSubscriptions } from "#app/features/attendance/push-subscriptions.server.ts";
import { forgetMemberReminders } from "#app/features/attendance/reminders.server.ts";
import { forgetMemberStrikes } from "#app/features/attendance/strikes.server.ts";
import { forgetTermsAcceptances } from "#app/features/attendance/terms.server.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import type { PromotionPolicy } from "#app/features/booking/booking-rows.server.ts";
import { releaseMemberBookings } from "#app/features/booking/cancellations.server.ts";
import { forgetMemberFeed } from "#app/features/calendar-feeds/feed-tokens.server.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { renewsOnline } from "#app/features/memberships/member-entitlements.server.ts";
import { forgetMemberNote } from "#app/features/staff/member-notes.server.ts";
import { forgetRole } from "#app/features/staff/roles.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { forgetDetailsVersion } from "./member-details.server.ts";
import { deleteUserDocument } from "./user-documents.server.ts";

/** What removing an account takes besides deleting its row: see memberForgetter. */
export type ForgetMember = (user: { id: string; email: string }) => Promise<void>;

/**
 * Everything of ours an account leaves behind, removed before better-auth deletes the
 * account itself: its upcoming places go back to the sessions (members promoted into them
 * are e-mailed, as when anyone cancels), its role, its users document, its calendar feed,
 * its terms answers, reminders, mail choices, strikes, push subscriptions, the desk's
 * note about them and who changed their details last.
 * Mail is queued in the change's transaction and sent when it commits (by this process's
 * worker, or by a running server's when there is none, as on the command line). `policy`: who the freed places
 * may go to (REQUIRE_EMAIL_VERIFICATION). An account whose membership Stripe still renews is
 * not deleted: the member cancels it in the billing portal first, or Stripe would go on
 * charging a card for an account that no longer exists. Payments stay on the books.
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
    await forgetRole(database.db, user.id);
    await deleteUserDocument(database.db, user.email);
    await forgetMemberFeed(database, user.id);
    await forgetTermsAcceptances(database, user.id);
    await forgetMemberReminders(database, user.id);
    await forgetMailPreferences(database, user.id);
    await forgetMemberStrikes(database, user.id);
    await forgetPushSubscriptions(database, user.id);
    await forgetMemberNote(database, user.id);
    await forgetDetailsVersion(database, user.id);
  };
}
