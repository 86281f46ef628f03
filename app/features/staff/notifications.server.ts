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
 * Who lost a place with a cancelled session, for the desk's answer. Each of them has
 * already been sent an e-mail with the reason: cancelSession queued it in its own
 * transaction (booking-mail.server.ts), so this is read after the fact.
 */
export async function membersWhoLostAPlace(
  database: Database,
  cancellation: SessionCancellation,
): Promise<CancelledMember[]> {
  return cancelledMembers(database, cancellation);
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
