import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationSteps } from "#app/platform/data/migrations/steps.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase, freshPostgresDatabase } from "#tests/support/databases.ts";
import { migrateLikeTheServer } from "#tests/support/migrate.ts";
import { MIGRATION_LOCK_KEY, openDatabase } from "./database.server.ts";
import { consumeRateLimit } from "./rate-limits.server.ts";

describe.each(databaseKinds)("data layer on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("runs the migrations again without changing anything", async () => {
    await migrateLikeTheServer(fresh.database);
    await migrateLikeTheServer(fresh.database);
    const applied = await fresh.database.db.selectFrom("schema_migrations").select("id").execute();
    expect(applied.map((row) => row.id).sort()).toEqual(migrationSteps.map((step) => step.id).sort());
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
    expect((await consumeRateLimit(fresh.database.db, "test:1.2.3.4", rule, clock.millis() + 61_000)).allowed).toBe(
      true,
    );
  });
});

describe.runIf(databaseKinds.includes("postgres"))("migrations on an empty PostgreSQL", () => {
  it("are safe when several servers start at once", async () => {
    const { url, dispose } = await freshPostgresDatabase({ empty: true });
    const servers = Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url, poolSize: 2 }));
    try {
      await Promise.all(servers.map((database) => migrateLikeTheServer(database)));
      const applied = await servers[0]?.db.selectFrom("schema_migrations").select("id").execute();
      expect(applied).toHaveLength(migrationSteps.length);
    } finally {
      await Promise.all(servers.map((database) => database.close()));
      await dispose();
    }
  });
});

describe.runIf(databaseKinds.includes("postgres"))("the migration lock on PostgreSQL", () => {
  // pg_locks is cluster-wide: count this test database's locks only.
  const advisoryLocks = async (client: pg.Client) =>
    Number(
      (
        await client.query(
          "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        )
      ).rows[0].n,
    );

  it("gives up with a clear message when another server holds it too long, and holds nothing after", async () => {
    const { url, dispose } = await freshPostgresDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const database = openDatabase({ kind: "postgres", url, poolSize: 2, migrationLockTimeoutMs: 300 });
    try {
      await holder.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await expect(database.withMigrationLock(async () => "ran")).rejects.toThrow(/held the migration lock/);
      await holder.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      expect(await advisoryLocks(holder)).toBe(0);
      await expect(database.withMigrationLock(async () => "ran")).resolves.toBe("ran");
    } finally {
      await holder.end();
      await database.close();
      await dispose();
    }
  });

  it("is free again when a migration fails, without any unlock", async () => {
    const { url, dispose } = await freshPostgresDatabase();
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    const first = openDatabase({ kind: "postgres", url, poolSize: 2, migrationLockTimeoutMs: 2_000 });
    const second = openDatabase({ kind: "postgres", url, poolSize: 2, migrationLockTimeoutMs: 2_000 });
    try {
      await expect(
        first.withMigrationLock(async () => {
          expect(await advisoryLocks(observer)).toBe(1);
          throw new Error("step failed");
        }),
      ).rejects.toThrow("step failed");
      expect(await advisoryLocks(observer)).toBe(0);
      await expect(second.withMigrationLock(async () => "ran")).resolves.toBe("ran");
    } finally {
      await observer.end();
      await Promise.all([first.close(), second.close()]);
      await dispose();
    }
  });
});
