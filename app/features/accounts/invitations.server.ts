import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { invitationEmail } from "#app/features/mail/templates/invitation.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { isUniqueViolation } from "#app/platform/data/unique-violation.ts";
import { clock } from "#app/platform/time/clock.ts";
import { resetPasswordUrl } from "./account-mail.server.ts";
import type { Auth } from "./auth.server.ts";
import { withAuthAdapter } from "./auth-transaction.server.ts";
import type { MemberDetails } from "./member-details.ts";
import { normaliseEmail } from "./user-documents.server.ts";

/**
 * Accounts the front desk opens for the person at the counter (decision 0080): created by
 * better-auth's own adapter without a password, inside the desk's transaction (with the
 * sale, the booking and the audit entries), and an invitation e-mail whose one-time link
 * is a password-reset token: /reset-password sets the first password (better-auth adds the
 * password to an account that has none) and, being a link sent to the address, confirms it.
 */

/** An invitation's link works once, for a week: a walk-in reads their mail at home. */
export const INVITATION_DAYS = 7;

export interface AccountSummary {
  id: string;
  name: string;
  email: string;
}

/** The account with this e-mail address, if there is one. */
export async function accountByEmail(db: Kysely<Tables>, email: string): Promise<AccountSummary | undefined> {
  return db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}

/** Someone opened an account with this address in the same moment (the unique index refused the second). */
export class EmailTaken extends Error {
  override name = "EmailTaken";
}

/** Where the invitation leads: the reset page, worded as a welcome. */
export function invitationUrl(origin: string, token: string): string {
  return `${resetPasswordUrl(origin, token)}&invited`;
}

/**
 * Creates the account (no password) and queues the invitation, in `trx`. The caller has
 * checked that the address has no account yet.
 */
export async function openInvitedAccount(
  { auth, mail }: { auth: Auth; mail: Pick<MailService, "context"> },
  database: Pick<Database, "kind">,
  trx: Kysely<Tables>,
  person: MemberDetails & { email: string },
  now: Date = clock.now(),
): Promise<AccountSummary> {
  const token = randomBytes(24).toString("base64url");
  const account = await withAuthAdapter(database, auth, trx, async () => {
    const { internalAdapter } = await auth.$context;
    const user = await internalAdapter
      .createUser(
        {
          email: normaliseEmail(person.email),
          name: person.name,
          emailVerified: false,
          phone: person.phone,
          emergencyContact: person.emergencyContact,
        },
        // Provisioned by staff for someone else, as an administrator would.
        { method: "admin" },
      )
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new EmailTaken(person.email) : error;
      });
    await internalAdapter.createVerificationValue({
      value: user.id,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
    return { id: user.id, name: user.name, email: user.email };
  });
  await enqueueMail(
    trx,
    invitationEmail(
      { to: account.email, setPasswordUrl: invitationUrl(mail.context.origin, token), validDays: INVITATION_DAYS },
      mail.context,
    ),
    now,
  );
  return account;
}
