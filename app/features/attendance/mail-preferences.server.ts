import { type MailCategory, mailCategories } from "#app/content/member-mail.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * Which non-transactional mail a member receives (table mail_preferences, migration 0015).
 * No row: everything on. Transactional mail (booking confirmations, receipts, password
 * resets) never asks.
 */
export type MailPreferences = Record<MailCategory, boolean>;

export const mailCategoryNames = Object.keys(mailCategories) as MailCategory[];

export const isMailCategory = (value: unknown): value is MailCategory =>
  typeof value === "string" && (mailCategoryNames as string[]).includes(value);

type Db = Database["db"];

export async function mailPreferences(db: Db, userId: string): Promise<MailPreferences> {
  const row = await db
    .selectFrom("mail_preferences")
    .select(["reminders", "waitlist", "news"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    reminders: row ? Number(row.reminders) === 1 : true,
    waitlist: row ? Number(row.waitlist) === 1 : true,
    news: row ? Number(row.news) === 1 : true,
  };
}

/** Sets the member's choices (all three at once, as the /account form sends them). */
export async function setMailPreferences(db: Db, userId: string, preferences: MailPreferences, now = clock.now()) {
  const values = {
    reminders: preferences.reminders ? 1 : 0,
    waitlist: preferences.waitlist ? 1 : 0,
    news: preferences.news ? 1 : 0,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("mail_preferences")
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
    .execute();
}

/** One kind of mail off (the unsubscribe link), the others as they were: one statement, safe to repeat and to race. */
export async function turnOffMail(db: Db, userId: string, category: MailCategory, now = clock.now()) {
  const updatedAt = now.toISOString();
  await db
    .insertInto("mail_preferences")
    .values({ user_id: userId, reminders: 1, waitlist: 1, news: 1, [category]: 0, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ [category]: 0, updated_at: updatedAt }))
    .execute();
}

/** The /account form: a ticked box is "on"; an unticked one is not sent at all. */
export function preferencesFromForm(form: FormData): MailPreferences {
  return {
    reminders: form.get("reminders") === "on",
    waitlist: form.get("waitlist") === "on",
    news: form.get("news") === "on",
  };
}
