import { type Kysely, sql } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import type { EmailPayload } from "./outbox.server.ts";

/**
 * An account is deleted: the e-mails addressed to it alone leave the outbox, those waiting
 * to go (a reminder, a receipt held for want of SMTP_URL) and the copies of those sent
 * alike (decision 0145). The outbox has no reference to the account, only the address.
 * A message some server is sending this very moment is left to finish. Returns how many went.
 */
export async function forgetRecipient(db: Kysely<Tables>, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return 0;
  const candidates = await db
    .selectFrom("mail_outbox")
    .select(["id", "payload"])
    .where("kind", "=", "email")
    .where("status", "<>", "sending")
    .where(sql<boolean>`recipient LIKE ${`%${address.replace(/[\\%_]/g, "\\$&")}%`} ESCAPE '\\'`)
    .execute();
  const addressedToThem = candidates
    .filter((row) => {
      const to = (JSON.parse(row.payload) as EmailPayload).to;
      return to.length > 0 && to.every((recipient) => recipient.address.trim().toLowerCase() === address);
    })
    .map((row) => row.id);
  if (addressedToThem.length === 0) return 0;
  await db.deleteFrom("mail_outbox").where("id", "in", addressedToThem).execute();
  return addressedToThem.length;
}
