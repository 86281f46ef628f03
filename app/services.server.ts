import { createAccountMail } from "#app/features/accounts/account-mail.server.ts";
import { type Auth, createAuth } from "#app/features/accounts/auth.server.ts";
import { resolveAuthSecret } from "#app/features/accounts/auth-secret.server.ts";
import { commonPasswords } from "#app/features/accounts/common-passwords.server.ts";
import { memberForgetter } from "#app/features/accounts/forget-member.server.ts";
import { migrateAll, ownedContents } from "#app/features/accounts/migrate-all.server.ts";
import { confirmAddressOnReset } from "#app/features/accounts/password-reset.server.ts";
import { promotionPolicy } from "#app/features/attendance/promotion-policy.server.ts";
import { pushDeliverer } from "#app/features/attendance/push-delivery.server.ts";
import { resolveVapidKeys, type VapidKeys } from "#app/features/attendance/push-keys.server.ts";
import { scheduleAttendanceSweep } from "#app/features/attendance/reminders.server.ts";
import { scheduleNoShowRecording } from "#app/features/booking/session-changes.server.ts";
import { forgetMemberFeed } from "#app/features/calendar-feeds/feed-tokens.server.ts";
import { DemoPasswordTooCommon, prepareDemoAccounts } from "#app/features/demo/demo-mode.server.ts";
import { createMailService, type MailService } from "#app/features/mail/mail-service.server.ts";
import { type MediaStorage, mediaStorage } from "#app/features/media/media-storage.server.ts";
import { scheduleMembershipSweep } from "#app/features/memberships/sweep.server.ts";
import { scheduleMessageDispatch } from "#app/features/messages/dispatch.server.ts";
import { type Payments, paymentsFrom } from "#app/features/payments/stripe.server.ts";
import { roleOf } from "#app/features/staff/roles.server.ts";
import { startScheduleRefresh } from "#app/features/timetable/schedule-store.server.ts";
import { publicOrigin, type ServerEnv, serverEnv, trustedOrigins } from "#app/platform/config/env.server.ts";
import { type Database, databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import { startOwnedContentRefresh } from "#app/platform/data/owned-content.server.ts";
import { pruneRateLimits } from "#app/platform/data/rate-limits.server.ts";
import { pruneIdempotencyKeys } from "#app/platform/http/idempotency.server.ts";

/** Start-up failed for a reason the operator can fix (the message says which). */
export class StartupError extends Error {
  override name = "StartupError";
}

export interface Services {
  env: ServerEnv;
  database: Database;
  auth: Auth;
  mail: MailService;
  /** The VAPID keys of web push; null when push is off (several servers without VAPID_* set). */
  pushKeys: VapidKeys | null;
  /** Online payment with Stripe; null when the gym sells at the front desk only (no STRIPE_* set). */
  payments: Payments | null;
  /** Where uploaded pictures' bytes are kept: the database, or S3 with MEDIA_S3_URL (decision 0201). */
  media: MediaStorage;
  close(): Promise<void>;
}

/** Opens the database, brings it up to date, and seeds the demo account. */
export async function createServices(env: ServerEnv, database: Database = openDatabase(databaseConfigFromEnv(env))) {
  try {
    const origin = publicOrigin(env);
    const pushKeys = resolveVapidKeys(env);
    const mail = createMailService(env, database, pushKeys ? { push: pushDeliverer(pushKeys, database) } : {});
    const forgetMember = memberForgetter(database, mail, promotionPolicy(env));
    const auth = createAuth(database, {
      secret: resolveAuthSecret(env),
      baseURL: origin,
      trustedOrigins: trustedOrigins(env),
      authRateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX },
      secureCookies: origin.startsWith("https:"),
      onDeleteUser: forgetMember,
      onPasswordReset: async (user) => {
        // The private calendar feed is personal data: whoever had the old password may have its link.
        await forgetMemberFeed(database, user.id);
        await confirmAddressOnReset(auth, user.id);
      },
      demoAccounts: { DEMO_EMAIL: env.DEMO_EMAIL, DEMO_STAFF_EMAIL: env.DEMO_STAFF_EMAIL },
      accountMail: createAccountMail(database.db, mail, { skipVerificationFor: env.DEMO_EMAIL }),
      frontDeskRole: async (userId) => {
        const role = await roleOf(database.db, userId);
        return role === "member" ? null : role;
      },
    });
    try {
      await migrateAll(database, auth);
    } catch (error) {
      throw new StartupError(
        `The ${database.kind === "postgres" ? "PostgreSQL" : "SQLite"} database could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    // Loaded now rather than on the first sign-up, which would wait for it.
    void commonPasswords();
    try {
      await prepareDemoAccounts({ auth, database, forgetMember }, env);
    } catch (error) {
      if (error instanceof DemoPasswordTooCommon) throw new StartupError(error.message);
      throw error;
    }
    // The schedule of this database, before the first visitor: pages and bookings read it from memory.
    const stopScheduleRefresh = await startScheduleRefresh(database);
    // The articles (and each kind of content the database owns): read now, then polled like the schedule.
    const stopContentRefresh = await startOwnedContentRefresh(database, ownedContents);
    const stopRecordingNoShows = scheduleNoShowRecording(database);
    const stopAttendanceSweep = scheduleAttendanceSweep(database, {
      context: mail.context,
      secret: (await auth.$context).secret,
      kick: mail.kick,
    });
    // Messages to members scheduled for a time: whichever server looks first queues each once.
    const stopMessageDispatch = scheduleMessageDispatch(database, {
      context: mail.context,
      secret: (await auth.$context).secret,
      ratePerMinute: env.MESSAGE_RATE_PER_MINUTE,
      push: pushKeys !== null,
      kick: mail.kick,
    });
    const stopMembershipSweep = scheduleMembershipSweep(database, { context: mail.context, kick: mail.kick });
    // Hourly, off the request path: spent rate-limit windows, and idempotency keys past their day.
    const prune = setInterval(
      () => {
        pruneRateLimits(database.db, 24 * 60 * 60 * 1000).catch(() => {});
        pruneIdempotencyKeys(database.db).catch(() => {});
      },
      60 * 60 * 1000,
    );
    prune.unref();
    if (!pushKeys)
      console.log("Web push is off: several servers share the database, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.");
    // Whether Stripe is on is said by the start log (server/start-log.ts).
    const payments = paymentsFrom(env);
    await mail.worker.start();
    return {
      env,
      database,
      auth,
      mail,
      pushKeys,
      payments,
      media: mediaStorage(env.MEDIA_S3_URL),
      async close() {
        clearInterval(prune);
        // Each waits for a run under way: the database is closed after, not under it.
        await Promise.all([
          stopScheduleRefresh(),
          stopContentRefresh(),
          stopRecordingNoShows(),
          stopAttendanceSweep(),
          stopMessageDispatch(),
          stopMembershipSweep(),
          mail.worker.stop(),
        ]);
        await database.close();
      },
    } satisfies Services;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Kept on globalThis, not in a module variable: in development Vite re-evaluates this
 * module when it (or anything it imports) changes, and a second set of services would
 * open a second database beside the first.
 */
const processWide = globalThis as typeof globalThis & { ironpeakServices?: Promise<Services> };

/** The one set of services of this server process, created on first use (or by `prepareServer` at start). */
export function getServices(): Promise<Services> {
  if (!processWide.ironpeakServices) {
    const created = createServices(serverEnv());
    // A failed start may be retried (the database was not up yet, say).
    created.catch(() => {
      if (processWide.ironpeakServices === created) processWide.ironpeakServices = undefined;
    });
    processWide.ironpeakServices = created;
  }
  return processWide.ironpeakServices;
}
