import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, type FreshDatabase, freshDatabase, freshPostgresDatabase } from "../../tests/support/databases";
import { openDatabase } from "./database.server";
import { listInquiries, saveInquiry } from "./inquiries.server";
import { migrate } from "./migrations.server";
import { consumeRateLimit } from "./rate-limits.server";
import { ensureUserDocument, findUserDocument } from "./users.server";

describe.each(databaseKinds)("data layer on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("runs the migrations again without changing anything", async () => {
    await migrate(fresh.database);
    await migrate(fresh.database);
    const applied = await fresh.database.db.selectFrom("schema_migrations").select("id").execute();
    expect(applied.map((row) => row.id)).toEqual(["0001_users_inquiries_rate_limits"]);
  });

  it("creates a users document once, keyed by the lower-cased e-mail, with no saved shows", async () => {
    await Promise.all([
      ensureUserDocument(fresh.database.db, "Ann@Example.com"),
      ensureUserDocument(fresh.database.db, "ann@example.com"),
    ]);
    const rows = await fresh.database.db.selectFrom("users").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe("ann@example.com");
    expect(JSON.parse(rows[0]?.saved_shows ?? "null")).toEqual([]);
  });

  it("repairs a missing users document for an account that exists, and finds none for an unknown e-mail", async () => {
    // An account row written the way better-auth writes it on this database, with no users document.
    const now = kind === "sqlite" ? new Date().toISOString() : new Date();
    const verified = kind === "sqlite" ? 0 : false;
    await fresh.database.db
      .insertInto("user")
      .values({
        id: "u1",
        email: "half@example.com",
        name: "Half",
        emailVerified: verified,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    expect(await findUserDocument(fresh.database.db, "half@example.com")).toMatchObject({
      email: "half@example.com",
      savedShows: [],
    });
    expect(await findUserDocument(fresh.database.db, "nobody@example.com")).toBeUndefined();
  });

  it("lets exactly `max` of many concurrent requests through a rate limit, then tells when to retry", async () => {
    const rule = { window: 60, max: 5 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(fresh.database.db, "test:1.2.3.4", rule)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const refused = results.find((result) => !result.allowed);
    expect(refused?.retryAfter).toBeGreaterThan(0);
    expect(refused?.retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own budget; the window restarts once it has run out.
    expect((await consumeRateLimit(fresh.database.db, "test:5.6.7.8", rule)).allowed).toBe(true);
    expect((await consumeRateLimit(fresh.database.db, "test:1.2.3.4", rule, Date.now() + 61_000)).allowed).toBe(true);
  });

  it("stores inquiries and lists them newest first", async () => {
    const base = Date.parse("2026-01-01T10:00:00Z");
    await saveInquiry(
      fresh.database.db,
      { fullName: "First", email: "a@x.co", className: null, comment: "" },
      new Date(base),
    );
    await saveInquiry(
      fresh.database.db,
      { fullName: "Second", email: "b@x.co", className: "Yoga", comment: "Mornings?" },
      new Date(base + 1000),
    );
    const listed = await listInquiries(fresh.database.db);
    expect(listed.map((inquiry) => inquiry.fullName)).toEqual(["Second", "First"]);
    expect(listed[0]).toMatchObject({ className: "Yoga", comment: "Mornings?", createdAt: "2026-01-01T10:00:01.000Z" });
  });
});

describe.runIf(databaseKinds.includes("postgres"))("migrations on an empty PostgreSQL", () => {
  it("are safe when several servers start at once", async () => {
    const { url, drop } = await freshPostgresDatabase({ empty: true });
    const servers = Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url, poolSize: 2 }));
    try {
      await Promise.all(servers.map((database) => migrate(database)));
      const applied = await servers[0]?.db.selectFrom("schema_migrations").select("id").execute();
      expect(applied).toHaveLength(1);
    } finally {
      await Promise.all(servers.map((database) => database.close()));
      await drop();
    }
  });
});
