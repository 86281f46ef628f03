import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { repeatEvery, type StopRepeating } from "#app/platform/time/repeat.server.ts";
import { expireCredits } from "./credit-expiry.server.ts";
import { endLapsedDeskMemberships, queueMembershipEndNotices } from "./membership-ends.server.ts";

/**
 * The memberships sweep (decisions 0150 and 0152), every minute on every server, as the
 * attendance sweep: expired credits get their `expire` rows, desk memberships past their
 * period end, and members whose desk membership ends within 3 days are told. Each step is
 * safe on any number of servers at once.
 */
export async function sweepMemberships(
  database: Database,
  context: MailContext,
  now: Date = clock.now(),
): Promise<{ creditsExpired: number; membershipsEnded: number; noticesQueued: number }> {
  const creditsExpired = await expireCredits(database, now);
  const noticesQueued = await queueMembershipEndNotices(database, context, now);
  const membershipsEnded = await endLapsedDeskMemberships(database, now);
  return { creditsExpired, membershipsEnded, noticesQueued };
}

/** Runs `sweepMemberships` every `everyMs` until the returned function is called; kicks the mail worker when it queued mail. */
export function scheduleMembershipSweep(
  database: Database,
  settings: { context: MailContext; kick(): void },
  everyMs = 60 * 1000,
): StopRepeating {
  return repeatEvery(everyMs, "The memberships sweep", async () => {
    const { noticesQueued } = await sweepMemberships(database, settings.context);
    if (noticesQueued > 0) settings.kick();
  });
}
