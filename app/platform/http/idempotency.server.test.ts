import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMembers } from "#app/features/booking/test-support.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  idempotencyKeyOf,
  idempotent,
  idempotentWith,
  type KeptAnswers,
  pruneIdempotencyKeys,
  requestFingerprint,
} from "./idempotency.server.ts";
import { apiError, apiJson } from "./json-api.server.ts";

/**
 * The Idempotency-Key mechanism beneath POST /api/staff/sales (whose HTTP behaviour
 * app/features/memberships/api.test.ts specifies): what a crash leaves, and how long a key
 * is kept, on both databases, and the same mechanism over answers that are not Responses
 * (a desk form's outcome, app/routes/staff/member/desk-forms-once.test.ts). The write under
 * test is a row of its own (rate_limits).
 */

const post = (path = "/api/staff/sales", key?: string) =>
  new Request(`http://gym.test${path}`, {
    method: "POST",
    ...(key === undefined ? {} : { headers: { "Idempotency-Key": key } }),
  });

describe("an Idempotency-Key header", () => {
  it("is a key of 1 to 255 visible characters, or a 400; none is no key", async () => {
    expect(idempotencyKeyOf(post()).key).toBeNull();
    const uuid = randomUUID();
    expect(idempotencyKeyOf(post(undefined, uuid)).key).toBe(uuid);
    expect(idempotencyKeyOf(post(undefined, "x".repeat(255))).key).toHaveLength(255);
    for (const bad of ["", "x".repeat(256), "a b"]) {
      expect(idempotencyKeyOf(post(undefined, bad)).refused?.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("names one request by its method, path and body, whatever the order of its fields", () => {
    const body = { memberEmail: "a@example.com", productId: "pack", method: "cash" };
    const same = requestFingerprint(post(), { method: "cash", productId: "pack", memberEmail: "a@example.com" });
    expect(requestFingerprint(post(), body)).toBe(same);
    expect(requestFingerprint(post(), { ...body, method: "card" })).not.toBe(same);
    expect(requestFingerprint(post("/api/staff/closures"), body)).not.toBe(same);
  });
});

describe.each(databaseKinds)("idempotency keys on %s", (kind) => {
  let fresh: FreshDatabase;
  /** The account sending the keys: a key belongs to one (its foreign key, decision 0145). */
  let staffId = "";
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    [staffId = ""] = await createMembers(fresh.database, 1, { entitled: false });
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  /** The write a keyed request makes: one row, its answer 201 with the row's id. */
  const write = async (database: Database) => {
    const id = randomUUID();
    await database.db.insertInto("rate_limits").values({ key: id, window_start: 0, count: 1 }).execute();
    return id;
  };
  const rows = async () => (await fresh.database.db.selectFrom("rate_limits").select("key").execute()).length;
  const keys = () => fresh.database.db.selectFrom("idempotency_keys").selectAll().execute();
  const sent = (key: string, body: unknown = { n: 1 }) => ({ key, userId: staffId, request: post(), body });

  it("keeps neither the key nor the write when the write fails half-way, so a retry makes it once", async () => {
    const crash = idempotent(fresh.database, sent("k1"), async (database) => {
      await write(database);
      throw new Error("the server fell over");
    });
    await expect(crash).rejects.toThrow("the server fell over");
    const refused = await idempotent(fresh.database, sent("k1"), async (database) => {
      await write(database);
      return apiError(409, "REFUSED", "Refused after writing.");
    });
    expect(refused.status).toBe(409);
    expect({ rows: await rows(), keys: await keys() }).toEqual({ rows: 0, keys: [] });

    const made = await idempotent(fresh.database, sent("k1"), async (database) =>
      apiJson({ id: await write(database) }, { status: 201 }),
    );
    expect(made.status).toBe(201);
    const stored = await keys();
    expect(stored).toEqual([
      expect.objectContaining({
        user_id: staffId,
        key: "k1",
        response_status: 201,
        response_body: await made.text(),
      }),
    ]);
    expect(await rows()).toBe(1);
  });

  it("forgets a key once it is a day old: the same key is then a new request", async () => {
    const now = clock.millis();
    const answer = async (database: Database) => apiJson({ id: await write(database) }, { status: 201 });
    await idempotent(fresh.database, sent("old"), answer, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS - 1));
    await idempotent(fresh.database, sent("young"), answer, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS + 60_000));
    await pruneIdempotencyKeys(fresh.database.db, now);
    expect((await keys()).map((row) => row.key)).toEqual(["young"]);

    const young = await idempotent(fresh.database, sent("young"), answer);
    expect(young.headers.get("idempotent-replayed")).toBe("true");
    const old = await idempotent(fresh.database, sent("old", { n: 2 }), answer);
    expect(old.headers.get("idempotent-replayed")).toBeNull();
    expect(await rows()).toBe(3);
  });

  it("keeps and gives again answers of another kind as their KeptAnswers say: refusals rolled back, a reused key refused", async () => {
    type Outcome = { tone: "done" | "refused" | "reused"; id?: string; replayed?: boolean };
    const outcomes: KeptAnswers<Outcome> = {
      keep: async (outcome) => (outcome.tone === "done" ? { status: 200, body: JSON.stringify(outcome) } : null),
      first: (outcome) => outcome,
      replayed: (stored) => ({ ...(JSON.parse(stored.body) as Outcome), replayed: true }),
      reused: () => ({ tone: "reused" }),
    };
    const sell = (key: string, body: unknown, tone: Outcome["tone"] = "done") =>
      idempotentWith(outcomes, fresh.database, sent(key, body), async (database) => ({
        tone,
        id: await write(database),
      }));
    expect(await sell("form-1", { n: 1 }, "refused")).toMatchObject({ tone: "refused" });
    expect(await rows()).toBe(0);
    const first = await sell("form-1", { n: 1 });
    expect(first).toEqual({ tone: "done", id: expect.any(String) });
    expect(await sell("form-1", { n: 1 })).toEqual({ ...first, replayed: true });
    expect(await sell("form-1", { n: 2 })).toEqual({ tone: "reused" });
    expect(await rows()).toBe(1);
  });
});
