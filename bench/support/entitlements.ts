import { giveMembershipAs, giveTestCredits } from "#app/features/memberships/test-support.ts";
import { type DatabaseConfig, openDatabase } from "#app/platform/data/database.server.ts";

const FAR = new Date("9999-12-31T00:00:00.000Z");

/**
 * Booking needs an entitlement, so the benchmark's members hold one, written to the
 * server's database: every other member a membership with a weekly limit (the claim counts
 * the week), the rest a pack of credits (the claim takes one, a cancellation gives it
 * back): both ways of paying for a place are measured.
 */
export async function giveBenchEntitlements(config: DatabaseConfig, userIds: string[]): Promise<void> {
  const database = openDatabase(config);
  try {
    for (const [i, userId] of userIds.entries()) {
      if (i % 2 === 0) await giveMembershipAs(database, userId, { classesPerWeek: 100_000, periodEnd: FAR });
      else await giveTestCredits(database, userId, { count: 100_000, expiresAt: FAR });
    }
  } finally {
    await database.close();
  }
}
