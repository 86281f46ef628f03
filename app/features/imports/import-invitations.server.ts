import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Auth } from "#app/features/accounts/auth.server.ts";
import { withAuthAdapter } from "#app/features/accounts/auth-transaction.server.ts";
import { INVITATION_DAYS, invitationUrl } from "#app/features/accounts/invitations.server.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { importedInvitationEmail } from "#app/features/mail/templates/invitation.ts";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { ImportRefused } from "./imports.server.ts";

/**
 * The invitations of an import's new accounts to choose a password (decision 0187): sent
 * only when the owner says, once per account, through the outbox and spread at
 * MESSAGE_RATE_PER_MINUTE like a message to members (decision 0186), after any invitations
 * still waiting, so two imports' invitations never go out at twice the rate. Each link is
 * the desk's invitation link (a password-reset token, accounts/invitations.server.ts), valid
 * for a week from when its e-mail is due.
 */

const SLICE = 200;
const DAY = 24 * 60 * 60 * 1000;

export interface InvitationNeeds {
  auth: Auth;
  mail: Pick<MailService, "context" | "kick">;
  database: Database;
  ratePerMinute: number;
}

/** The import's accounts still waiting for an invitation: none sent, and no password chosen meanwhile. */
function waiting(database: Database, importId: string) {
  return database.db
    .selectFrom("member_import_accounts")
    .innerJoin("user", "user.id", "member_import_accounts.user_id")
    .where("member_import_accounts.import_id", "=", importId)
    .where("member_import_accounts.invited_at", "is", null)
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM account WHERE account."userId" = "user".id AND account."providerId" = 'credential')`,
    );
}

/** How many of the import's accounts wait for their invitation. */
export async function invitationsWaiting(database: Database, importId: string): Promise<number> {
  const row = await waiting(database, importId)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** When the next invitation may be due: after the last one still waiting in the outbox. */
async function firstDue(database: Database, now: Date, intervalMs: number): Promise<number> {
  const last = await database.db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.max("next_attempt_at").as("due"))
    .where("topic", "=", "invitation")
    .where("status", "=", "pending")
    .executeTakeFirst();
  const after = last?.due ? Date.parse(String(last.due)) + intervalMs : 0;
  return Math.max(now.getTime(), after);
}

/** Queues the invitations of an import's accounts that have none yet. How many, and when the last is due. */
export async function sendImportInvitations(
  needs: InvitationNeeds,
  importId: string,
  actor: AuditActor,
  now: Date = clock.now(),
): Promise<{ queued: number; lastDueAt: string | null }> {
  const { database, auth, mail } = needs;
  const row = await database.db
    .selectFrom("member_imports")
    .select(["status", "file_name"])
    .where("id", "=", importId)
    .executeTakeFirst();
  if (!row) throw new ImportRefused("NOT_FOUND", "There is no such import.");
  if (row.status !== "committed") throw new ImportRefused("NOT_COMMITTED", "Commit the import first.");
  const people = await waiting(database, importId).select(["user.id", "user.email"]).orderBy("user.email").execute();
  const intervalMs = 60_000 / needs.ratePerMinute;
  let due = await firstDue(database, now, intervalMs);
  let queued = 0;
  let lastDueAt: string | null = null;
  for (let at = 0; at < people.length; at += SLICE) {
    const slice = people.slice(at, at + SLICE);
    await database.writeTransaction((trx) =>
      withAuthAdapter(database, auth, trx, async () => {
        const { internalAdapter } = await auth.$context;
        let inSlice = 0;
        for (const person of slice) {
          // Claimed first: a second click, or another server, finds it invited and sends nothing.
          const claimed = await trx
            .updateTable("member_import_accounts")
            .set({ invited_at: now.toISOString() })
            .where("import_id", "=", importId)
            .where("user_id", "=", person.id)
            .where("invited_at", "is", null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) continue;
          const dueAt = new Date(due);
          const token = randomBytes(24).toString("base64url");
          await internalAdapter.createVerificationValue({
            value: person.id,
            identifier: `reset-password:${token}`,
            expiresAt: new Date(due + INVITATION_DAYS * DAY),
          });
          const email = importedInvitationEmail(
            { to: person.email, setPasswordUrl: invitationUrl(mail.context.origin, token), validDays: INVITATION_DAYS },
            mail.context,
          );
          await enqueueMail(trx, email, now, dueAt);
          lastDueAt = dueAt.toISOString();
          due += intervalMs;
          inSlice += 1;
        }
        // In the transaction of what it records: one entry per slice of invitations queued.
        if (inSlice > 0) {
          await recordStaffAction(
            trx,
            {
              actor,
              action: "import.invited",
              subject: { type: "import", id: importId, label: row.file_name },
              before: null,
              after: { invitations: inSlice, lastDueAt },
            },
            now,
          );
        }
        queued += inSlice;
      }),
    );
  }
  if (queued > 0) mail.kick();
  return { queued, lastDueAt };
}
