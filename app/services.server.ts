import { getMigrations } from "better-auth/db/migration";
import { type Auth, createAuth } from "#app/features/accounts/auth.server.ts";
import { resolveAuthSecret } from "#app/features/accounts/auth-secret.server.ts";
import { deleteUserDocument } from "#app/features/accounts/user-documents.server.ts";
import { releaseMemberBookings } from "#app/features/booking/bookings.server.ts";
import { seedDemoStaffAccount } from "#app/features/staff/demo-staff.server.ts";
import { forgetRole } from "#app/features/staff/roles.server.ts";
import { scheduleNoShowRecording } from "#app/features/staff/session-changes.server.ts";
import { publicOrigin, type ServerEnv, serverEnv, trustedOrigins } from "#app/platform/config/env.server.ts";
import { type Database, databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";
import { pruneRateLimits } from "#app/platform/data/rate-limits.server.ts";

/** Start-up failed for a reason the operator can fix (the message says which). */
export class StartupError extends Error {
  override name = "StartupError";
}

export interface Services {
  env: ServerEnv;
  database: Database;
  auth: Auth;
  close(): Promise<void>;
}

/** Opens the database, brings it up to date, and seeds the demo account. */
export async function createServices(env: ServerEnv, database: Database = openDatabase(databaseConfigFromEnv(env))) {
  try {
    const origin = publicOrigin(env);
    const auth = createAuth(database, {
      secret: resolveAuthSecret(env),
      baseURL: origin,
      trustedOrigins: trustedOrigins(env),
      authRateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX },
      secureCookies: origin.startsWith("https:"),
      onDeleteUser: async (user) => {
        await releaseMemberBookings(database, user.id);
        await forgetRole(database.db, user.id);
        await deleteUserDocument(database.db, user.email);
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
    if (env.DEMO_EMAIL && env.DEMO_PASSWORD) await seedDemoAccount(auth, env.DEMO_EMAIL, env.DEMO_PASSWORD);
    if (env.DEMO_STAFF_EMAIL && env.DEMO_STAFF_PASSWORD) {
      await seedDemoStaffAccount(auth, database, {
        email: env.DEMO_STAFF_EMAIL,
        password: env.DEMO_STAFF_PASSWORD,
        demoAccounts: env,
      });
    }
    const stopRecordingNoShows = scheduleNoShowRecording(database);
    const prune = setInterval(() => pruneRateLimits(database.db, 24 * 60 * 60 * 1000).catch(() => {}), 60 * 60 * 1000);
    prune.unref();
    return {
      env,
      database,
      auth,
      async close() {
        clearInterval(prune);
        stopRecordingNoShows();
        await database.close();
      },
    } satisfies Services;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** better-auth's tables, then ours, under the migration lock. */
export async function migrateAll(database: Database, auth: Auth): Promise<void> {
  await migrate(database, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  });
}

async function seedDemoAccount(auth: Auth, email: string, password: string) {
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email.toLowerCase())) return;
  try {
    await auth.api.signUpEmail({ body: { email, password, name: "Demo member" } });
    console.log(`Demo account ready: ${email}`);
  } catch (error) {
    // Another server seeding the same database at the same moment wins; that is fine.
    if (!(await ctx.internalAdapter.findUserByEmail(email.toLowerCase()))) throw error;
  }
}

let services: Promise<Services> | undefined;

/** The one set of services of this server process, created on first use (or by `prepareServer` at start). */
export function getServices(): Promise<Services> {
  services ??= createServices(serverEnv());
  services.catch(() => {
    services = undefined;
  });
  return services;
}
