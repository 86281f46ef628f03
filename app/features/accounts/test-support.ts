import { anyWaitingMember } from "#app/features/booking/booking-rows.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { memberForgetter } from "./forget-member.server.ts";

export const TEST_MAIL_CONTEXT: MailContext = {
  origin: "https://ironpeak.example",
  staffEmail: "desk@ironpeak.example",
};

/**
 * Deletes an account as better-auth's delete does once the password is checked: what the
 * database cannot do first (memberForgetter), then the account's "user" row, whose foreign
 * keys take the rest with it (decision 0145).
 */
export async function deleteAccount(database: Database, userId: string): Promise<void> {
  const user = await database.db
    .selectFrom("user")
    .select(["id", "email"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  await memberForgetter(database, { context: TEST_MAIL_CONTEXT }, anyWaitingMember)(user);
  await database.db.deleteFrom("user").where("id", "=", userId).execute();
}
