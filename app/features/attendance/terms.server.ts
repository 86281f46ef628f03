import { randomUUID } from "node:crypto";
import { type GymTerms, terms } from "#app/content/terms.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { anyYes, type HealthAnswers } from "./terms-answers.ts";

/**
 * The record of members accepting the gym's terms (table terms_acceptances, migration
 * 0014): every acceptance is a new row, so the history of which version each member
 * accepted, and what they answered, is kept. The latest row is what counts.
 */

/** What the gym currently asks to accept; a parameter so tests can give a new version. */
export type Terms = GymTerms;

export interface Acceptance {
  version: string;
  answers: HealthAnswers;
  healthFlag: boolean;
  acceptedAt: string;
}

export class OutdatedTermsVersion extends Error {
  override name = "OutdatedTermsVersion";
}

/** Stores the member's acceptance of `current`; refuses an acceptance of another version (the page was stale). */
export async function acceptTerms(
  database: Database,
  {
    userId,
    version,
    answers,
    now = clock.now(),
  }: { userId: string; version: string; answers: HealthAnswers; now?: Date },
  current: Terms = terms,
): Promise<Acceptance> {
  if (version !== current.version) throw new OutdatedTermsVersion(`The current terms are version ${current.version}.`);
  const acceptance: Acceptance = { version, answers, healthFlag: anyYes(answers), acceptedAt: now.toISOString() };
  await database.db
    .insertInto("terms_acceptances")
    .values({
      id: randomUUID(),
      user_id: userId,
      terms_version: version,
      answers: JSON.stringify(answers),
      health_flag: acceptance.healthFlag ? 1 : 0,
      accepted_at: acceptance.acceptedAt,
    })
    .execute();
  return acceptance;
}

/** The member's latest acceptance, of whatever version, or null. */
export async function latestAcceptance(database: Database, userId: string): Promise<Acceptance | null> {
  const row = await database.db
    .selectFrom("terms_acceptances")
    .select(["terms_version", "answers", "health_flag", "accepted_at"])
    .where("user_id", "=", userId)
    .orderBy("accepted_at", "desc")
    .orderBy("id")
    .executeTakeFirst();
  if (!row) return null;
  return {
    version: row.terms_version,
    answers: JSON.parse(row.answers) as HealthAnswers,
    healthFlag: Number(row.health_flag) === 1,
    acceptedAt: row.accepted_at,
  };
}

/** Whether the member has accepted the current version (an older one asks again). */
export async function hasAcceptedCurrentTerms(database: Database, userId: string, current: Terms = terms) {
  const row = await database.db
    .selectFrom("terms_acceptances")
    .select("id")
    .where("user_id", "=", userId)
    .where("terms_version", "=", current.version)
    .executeTakeFirst();
  return row !== undefined;
}

/** The terms as GET /api/terms gives them (docs/api.md). */
export function termsJson(current: Terms = terms) {
  return {
    version: current.version,
    title: current.title,
    text: current.agreement.join("\n\n"),
    questions: current.questions.map(({ id, text }) => ({ id, text })),
  };
}

/** What staff see on a member's record: which terms they accepted, and the health questions they answered "yes". */
export async function termsRecordForStaff(database: Database, userId: string, current: Terms = terms) {
  const latest = await latestAcceptance(database, userId);
  if (!latest) return { accepted: null, healthFlag: false, yesTo: [] as string[] };
  return {
    accepted: { version: latest.version, at: latest.acceptedAt, current: latest.version === current.version },
    healthFlag: latest.healthFlag,
    yesTo: current.questions
      .filter((question) => latest.answers[question.id] === true)
      .map((question) => question.text),
  };
}

/**
 * Which of these members' latest acceptance flags their health (a "yes" to a PAR-Q
 * question): the flag a roster shows, so the coach talks to them before they train.
 */
export async function healthFlagsOf(database: Database, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await database.db
    .selectFrom("terms_acceptances")
    .select(["user_id", "health_flag", "accepted_at", "id"])
    .where("user_id", "in", [...new Set(userIds)])
    .orderBy("accepted_at")
    .orderBy("id", "desc")
    .execute();
  // The last row of each member is their latest acceptance (as latestAcceptance orders them).
  const latest = new Map<string, boolean>();
  for (const row of rows) latest.set(row.user_id, Number(row.health_flag) === 1);
  return new Set([...latest].filter(([, flagged]) => flagged).map(([id]) => id));
}
