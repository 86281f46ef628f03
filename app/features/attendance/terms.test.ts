import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { terms } from "#app/content/terms.ts";
import { deleteAccount } from "#app/features/accounts/test-support.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { assertMayBook, MayNotBook } from "./may-book.server.ts";
import {
  acceptTerms,
  hasAcceptedCurrentTerms,
  latestAcceptance,
  OutdatedTermsVersion,
  termsRecordForStaff,
} from "./terms.server.ts";
import { answersSchema, parseTermsForm } from "./terms-answers.ts";

/** Every answer "no", or "yes" to the questions named. */
const answers = (...yes: string[]) => Object.fromEntries(terms.questions.map((q) => [q.id, yes.includes(q.id)]));
const NOW = new Date("2026-11-24T10:00:00.000Z");

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MayNotBook) return { code: error.code, status: error.status, ...error.details };
    throw error;
  }
  return "allowed";
}

describe.each(databaseKinds)("the gym's terms and health questions on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: string;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    [member] = (await createMembers(fresh.database, 1)) as [string];
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("refuses a booking with TERMS_REQUIRED and the version to accept until the member accepts it", async () => {
    expect(await refusal(assertMayBook(fresh.database, member, NOW))).toEqual({
      code: "TERMS_REQUIRED",
      status: 409,
      version: terms.version,
    });
    await acceptTerms(fresh.database, { userId: member, version: terms.version, answers: answers(), now: NOW });
    expect(await refusal(assertMayBook(fresh.database, member, NOW))).toBe("allowed");
  });

  it("stores the exact version, the answers and the time of the acceptance", async () => {
    await acceptTerms(fresh.database, {
      userId: member,
      version: terms.version,
      answers: answers("medication"),
      now: NOW,
    });
    expect(await latestAcceptance(fresh.database, member)).toEqual({
      version: terms.version,
      answers: answers("medication"),
      healthFlag: true,
      acceptedAt: NOW.toISOString(),
    });
  });

  it("refuses an acceptance of a version that is not the current one", async () => {
    await expect(
      acceptTerms(fresh.database, { userId: member, version: "an-old-version", answers: answers() }),
    ).rejects.toBeInstanceOf(OutdatedTermsVersion);
    expect(await latestAcceptance(fresh.database, member)).toBeNull();
  });

  it("asks every member again when the gym publishes a new version", async () => {
    await acceptTerms(fresh.database, { userId: member, version: terms.version, answers: answers(), now: NOW });
    const newVersion = { ...terms, version: `${terms.version}-revised` };
    expect(await hasAcceptedCurrentTerms(fresh.database, member, newVersion)).toBe(false);
    expect(await refusal(assertMayBook(fresh.database, member, NOW, newVersion))).toMatchObject({
      code: "TERMS_REQUIRED",
      version: newVersion.version,
    });
    expect((await termsRecordForStaff(fresh.database, member, newVersion)).accepted).toMatchObject({
      version: terms.version,
      current: false,
    });
  });

  it("flags the record for staff with the questions answered yes, without blocking the booking", async () => {
    const [first, , third] = terms.questions;
    await acceptTerms(fresh.database, {
      userId: member,
      version: terms.version,
      answers: answers(first?.id ?? "", third?.id ?? ""),
      now: NOW,
    });
    expect(await termsRecordForStaff(fresh.database, member)).toEqual({
      accepted: { version: terms.version, at: NOW.toISOString(), current: true },
      healthFlag: true,
      yesTo: [first?.text, third?.text],
    });
    expect(await refusal(assertMayBook(fresh.database, member, NOW))).toBe("allowed");
  });

  it("keeps each member's record apart, the latest answers counting, and forgets them with the account", async () => {
    const [other] = (await createMembers(fresh.database, 1)) as [string];
    await acceptTerms(fresh.database, {
      userId: member,
      version: terms.version,
      answers: answers("medication"),
      now: NOW,
    });
    const later = new Date(NOW.getTime() + 60_000);
    await acceptTerms(fresh.database, { userId: member, version: terms.version, answers: answers(), now: later });
    expect((await termsRecordForStaff(fresh.database, member)).healthFlag).toBe(false);
    expect(await latestAcceptance(fresh.database, other)).toBeNull();
    await deleteAccount(fresh.database, member);
    expect(await latestAcceptance(fresh.database, member)).toBeNull();
  });
});

describe("the health answers as the API and the form take them", () => {
  it("wants exactly one yes-or-no answer per question of the terms", () => {
    const schema = answersSchema();
    expect(schema.safeParse(answers()).success).toBe(true);
    const [first] = terms.questions;
    const missing = { ...answers() };
    delete missing[first?.id ?? ""];
    expect(schema.safeParse(missing).success).toBe(false);
    expect(schema.safeParse({ ...answers(), unknown: false }).success).toBe(false);
    expect(schema.safeParse({ ...answers(), [first?.id ?? ""]: "yes" }).success).toBe(false);
  });

  it("names every unanswered question and the missing tick in the form", () => {
    const form = new FormData();
    form.set("version", terms.version);
    const [first, second] = terms.questions;
    form.set(`answer-${first?.id}`, "yes");
    const result = parseTermsForm(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([...terms.questions.slice(1).map((q) => `answer-${q.id}`), "accept"]);
    expect(result.errors[`answer-${second?.id}`]).toBe("Please answer yes or no.");

    for (const question of terms.questions) form.set(`answer-${question.id}`, question === first ? "yes" : "no");
    form.set("accept", "on");
    expect(parseTermsForm(form)).toEqual({ ok: true, version: terms.version, answers: answers(first?.id ?? "") });
  });
});
