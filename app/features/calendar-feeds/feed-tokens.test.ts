import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { forgetMemberFeed, memberFeedToken, memberOfFeedToken, resetMemberFeedToken } from "./feed-tokens.server.ts";

describe.each(databaseKinds)("a member's calendar feed token on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("is random, the same every time the member asks, different for every member, and opens only their feed", async () => {
    const [ann = "", bob = ""] = await createMembers(fresh.database, 2);
    const annToken = await memberFeedToken(fresh.database, TEST_SECRET, ann);
    expect(annToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(annToken).not.toContain(ann);
    expect(await memberFeedToken(fresh.database, TEST_SECRET, ann)).toBe(annToken);
    const bobToken = await memberFeedToken(fresh.database, TEST_SECRET, bob);
    expect(bobToken).not.toBe(annToken);
    expect(await memberOfFeedToken(fresh.database, annToken)).toBe(ann);
    expect(await memberOfFeedToken(fresh.database, bobToken)).toBe(bob);
  });

  it("is one token however many requests ask for it at once", async () => {
    const [ann = ""] = await createMembers(fresh.database, 1);
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => memberFeedToken(fresh.database, TEST_SECRET, ann)),
    );
    expect(new Set(tokens).size).toBe(1);
    expect(await memberOfFeedToken(fresh.database, tokens[0] ?? "")).toBe(ann);
  });

  it("is never stored: the database holds a seed and a hash, and neither opens a feed", async () => {
    const [ann = ""] = await createMembers(fresh.database, 1);
    const token = await memberFeedToken(fresh.database, TEST_SECRET, ann);
    const row = await fresh.database.db.selectFrom("calendar_feed_tokens").selectAll().executeTakeFirstOrThrow();
    expect(Object.values(row).join(" ")).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await memberOfFeedToken(fresh.database, row.seed)).toBeNull();
  });

  it("is replaced on reset: the old token opens nothing from then on", async () => {
    const [ann = ""] = await createMembers(fresh.database, 1);
    const old = await memberFeedToken(fresh.database, TEST_SECRET, ann);
    const renewed = await resetMemberFeedToken(fresh.database, TEST_SECRET, ann);
    expect(await memberOfFeedToken(fresh.database, old)).toBeNull();
    expect(await memberOfFeedToken(fresh.database, renewed)).toBe(ann);
    expect(await memberFeedToken(fresh.database, TEST_SECRET, ann)).toBe(renewed);
  });

  it("changes with the server's secret, and the one /account then shows is the one that works", async () => {
    const [ann = ""] = await createMembers(fresh.database, 1);
    const old = await memberFeedToken(fresh.database, TEST_SECRET, ann);
    const shown = await memberFeedToken(fresh.database, `${TEST_SECRET}-rotated`, ann);
    expect(shown).not.toBe(old);
    expect(await memberOfFeedToken(fresh.database, shown)).toBe(ann);
    expect(await memberOfFeedToken(fresh.database, old)).toBeNull();
  });

  it("goes with the account", async () => {
    const [ann = ""] = await createMembers(fresh.database, 1);
    const token = await memberFeedToken(fresh.database, TEST_SECRET, ann);
    await forgetMemberFeed(fresh.database, ann);
    expect(await memberOfFeedToken(fresh.database, token)).toBeNull();
  });
});
