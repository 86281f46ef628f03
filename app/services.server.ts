import { isAPIError } from "better-auth/api";
import { createAccountMail } from "#app/features/accounts/account-mail.server.ts";
import { type Auth, createAuth } from "#app/features/accounts/auth.server.ts";
import { resolveAuthSecret } from "#app/features/accounts/auth-secret.server.ts";
import { commonPasswords } from "#app/features/accounts/common-passwords.server.ts";
import { PASSWORD_TOO_COMMON } from "#app/features/accounts/messages.ts";
import { migrateAll } from "#app/features/accounts/migrate-all.server.ts";
import { deleteUserDocument } from "#app/features/accounts/user-documents.server.ts";
import { forgetMailPreferences } from "#app/features/attendance/mail-preferences.server.ts";
import { pushDeliverer } from "#app/features/attendance/push-delivery.server.ts";
import { resolveVapidKeys, type VapidKeys } from "#app/features/attendance/push-keys.server.ts";
import { forgetPushSubscriptions } from "#app/features/attendance/push-subscriptions.server.ts";
import { forgetMemberReminders, scheduleAttendanceSweep } from "#app/features/attendance/reminders.server.ts";
import { forgetMemberStrikes } from "#app/features/attendance/strikes.server.ts";
import { forgetTermsAcceptances } from "#app/features/attendance/terms.server.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { releaseMemberBookings } from "#app/features/booking/bookings.server.ts";
import { forgetMemberFeed } from "#app/features/calendar-feeds/feed-tokens.server.ts";
import { createMailService, heldMailDir, type MailService } from "#app/features/mail/mail-service.server.ts";
import { seedDemoStaffAccount } from "#app/features/staff/demo-staff.server.ts";
import { forgetRole } from "#app/features/staff/roles.server.ts";
import { scheduleNoShowRecording } from "#app/features/staff/session-changes.server.ts";
import { publicOrigin, type ServerEnv, serverEnv, trustedOrigins } from "#app/platform/config/env.server.ts";
import { type Database, databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import { pruneRateLimits } from "#app/platform/data/rate-limits.server.ts";
import { log } from "#app/platform/logging/log.server.ts";

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
  close(): Promise<void>;
}

/** Opens the database, brings it up to date, and seeds the demo account. */
export async function createServices(env: ServerEnv, database: Database = openDatabase(databaseConfigFromEnv(env))) {
  try {
    const origin = publicOrigin(env);
    const pushKeys = resolveVapidKeys(env);
    const mail = createMailService(env, database, pushKeys ? { push: pushDeliverer(pushKeys, database) } : {});
    const auth = createAuth(database, {
      secret: resolveAuthSecret(env),
      baseURL: origin,
      trustedOrigins: trustedOrigins(env),
      authRateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX },
      secureCookies: origin.startsWith("https:"),
      onDeleteUser: async (user) => {
        // Members promoted into the freed places are told, as when anyone cancels.
        await releaseMemberBookings(database, user.id, new Date(), bookingMailer(mail));
        await forgetRole(database.db, user.id);
        mail.kick();
        await deleteUserDocument(database.db, user.email);
        await forgetMemberFeed(database, user.id);
        await forgetTermsAcceptances(database, user.id);
        await forgetMemberReminders(database, user.id);
        await forgetMailPreferences(database, user.id);
        await forgetMemberStrikes(database, user.id);
        await forgetPushSubscriptions(database, user.id);
      },
      demoAccounts: { DEMO_EMAIL: env.DEMO_EMAIL, DEMO_STAFF_EMAIL: env.DEMO_STAFF_EMAIL },
      accountMail: createAccountMail(database.db, mail, { skipVerificationFor: env.DEMO_EMAIL }),
    });
    try {
      await migrateAll(database, auth);
    } catch (error) {
      throw new StartupError(
        `The ${database.kind === "postgres" ? "PostgreSQL" : "SQLite"} database could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    if (env.DEMO_EMAIL && env.DEMO_PASSWORD) await seedDemoAccount(auth, env.DEMO_EMAIL, env.DEMO_PASSWORD);
    // Loaded now rather than on the first sign-up, which would wait for it.
    void commonPasswords();
    if (env.DEMO_STAFF_EMAIL && env.DEMO_STAFF_PASSWORD) {
      await seedDemoStaffAccount(auth, database, {
        email: env.DEMO_STAFF_EMAIL,
        password: env.DEMO_STAFF_PASSWORD,
        demoAccounts: env,
      });
    }
    const stopRecordingNoShows = scheduleNoShowRecording(database);
    const stopAttendanceSweep = scheduleAttendanceSweep(database, {
      context: mail.context,
      secret: (await auth.$context).secret,
      kick: mail.kick,
    });
    const prune = setInterval(() => pruneRateLimits(database.db, 24 * 60 * 60 * 1000).catch(() => {}), 60 * 60 * 1000);
    prune.unref();
    if (!pushKeys)
      console.log("Web push is off: several servers share the database, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.");
    if (!env.SMTP_URL)
      console.log(`No SMTP_URL: e-mail is kept in ${heldMailDir(env)} (and in the outbox, marked held).`);
    await mail.worker.start();
    return {
      env,
      database,
      auth,
      mail,
      pushKeys,
      async close() {
        clearInterval(prune);
        stopRecordingNoShows();
        stopAttendanceSweep();
        await mail.worker.stop();
        await database.close();
      },
    } satisfies Services;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Creates the demo account, or puts its published password back: it is shown on /login,
 * and a hint that no longer works would be a lie (the account is read-only to visitors,
 * but someone with database access could still have changed it).
 */
async function seedDemoAccount(auth: Auth, email: string, password: string) {
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email.toLowerCase(), { includeAccounts: true });
  if (existing) {
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    // Everybody shares the demo account and nobody can open its mail: it counts as verified.
    if (!existing.user.emailVerified) await ctx.internalAdapter.updateUser(existing.user.id, { emailVerified: true });
    const current = credential?.password;
    if (current && (await ctx.password.verify({ hash: current, password }))) return;
    const hash = await ctx.password.hash(password);
    if (credential) await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    else {
      await ctx.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: "credential",
        accountId: existing.user.id,
        password: hash,
      });
    }
    log.warn(`Demo account ${email}: its password had been changed; the published one is back.`);
    return;
  }
  try {
    const { user } = await auth.api.signUpEmail({ body: { email, password, name: "Demo member" } });
    // Everybody shares the demo account and nobody can open its mail: it counts as verified.
    await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
    log.info(`Demo account ready: ${email}`);
  } catch (error) {
    if (isAPIError(error) && error.body?.code === PASSWORD_TOO_COMMON.code) {
      throw new StartupError("DEMO_PASSWORD is one of the most common passwords; choose another.");
    }
    // Another server seeding the same database at the same moment wins; that is fine.
    if (!(await ctx.internalAdapter.findUserByEmail(email.toLowerCase()))) throw error;
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
