import type { Database } from "#app/platform/data/database.server.ts";
import { bookingUses, entitlementsOf } from "./member-entitlements.server.ts";
import { bookingUseText } from "./wording.ts";

/**
 * For a member looking at classes: what booking each would use, worded for the page, by
 * class id ("" where the gym books for free; no entry where they hold nothing that covers it).
 */
export async function bookingUsesFor(
  database: Database,
  userId: string,
  sessions: { id: string; startsAtUtc: string }[],
  now: Date,
): Promise<Map<string, string>> {
  const held = await entitlementsOf(database, userId, now, { thisWeek: false });
  const uses = await bookingUses(
    database,
    held,
    sessions.map((session) => session.startsAtUtc),
  );
  const words = new Map<string, string>();
  for (const session of sessions) {
    const use = uses.get(session.startsAtUtc);
    if (use) words.set(session.id, bookingUseText(use));
  }
  return words;
}
