import type { Database } from "#app/platform/data/database.server.ts";
import { accountsOf } from "./roster.server.ts";
import type { SessionCancellation } from "./session-changes.server.ts";

/** A member whose place (or waitlist place) went with a cancelled session. */
export interface CancelledMember {
  userId: string;
  email: string;
  name: string;
  had: "booked" | "waitlisted";
}

/**
 * THE PLACE WHERE MEMBERS ARE TOLD THAT THEIR SESSION WAS CANCELLED. Called once per
 * cancellation, after it has committed. E-mail is not part of this feature: the mail
 * feature (its outbox) takes over here, queueing one message per member with the
 * session and the reason. Until then nothing is sent, and the console says so: it lists
 * these members with their e-mail addresses so the desk can tell them itself.
 */
export async function notifyMembersOfCancelledSession(
  database: Database,
  cancellation: SessionCancellation,
): Promise<{ members: CancelledMember[]; notified: false }> {
  const members = await cancelledMembers(database, cancellation);
  return { members, notified: false };
}

async function cancelledMembers(database: Database, cancellation: SessionCancellation): Promise<CancelledMember[]> {
  const accounts = new Map(
    (
      await accountsOf(
        database,
        cancellation.affected.map((booking) => booking.userId),
      )
    ).map((account) => [account.id, account]),
  );
  return cancellation.affected.flatMap((booking) => {
    const account = accounts.get(booking.userId);
    return account ? [{ userId: account.id, email: account.email, name: account.name, had: booking.had }] : [];
  });
}
