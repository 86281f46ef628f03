import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/** A lead clicked the unsubscribe link of a message to leads: no more from the gym to that address. Safe to repeat. */
export async function optOutLead(database: Database, inquiryId: string, now: Date = clock.now()): Promise<boolean> {
  const inquiry = await database.db
    .selectFrom("contact_inquiries")
    .select("id")
    .where("id", "=", inquiryId)
    .executeTakeFirst();
  if (!inquiry) return false;
  await database.db
    .insertInto("lead_mail_optouts")
    .values({ inquiry_id: inquiryId, opted_out_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("inquiry_id").doNothing())
    .execute();
  return true;
}
