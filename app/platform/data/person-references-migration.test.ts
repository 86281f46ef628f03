import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuth } from "#app/features/accounts/auth.server.ts";
import { personReferences } from "#app/platform/data/migrations/0090-person-references.ts";
import { migrationSteps } from "#app/platform/data/migrations/steps.ts";
import { DELETED_PERSON_LABEL } from "#app/platform/data/person-columns.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, freshPostgresDatabase } from "#tests/support/databases.ts";
import { TEST_AUTH_SETTINGS } from "#tests/support/test-settings.ts";
import { type Database, type DatabaseKind, openDatabase } from "./database.server.ts";
import { applySteps } from "./migrations.server.ts";

/**
 * Migration 0090 on a database that already has data, as an install that ran the earlier
 * steps has: rows of a member who still has an account, and rows left behind by accounts
 * deleted before the foreign keys (the removed demo member's membership among them). The
 * step keeps every row, index and trigger of the tables it rebuilds, deletes or anonymises
 * the orphans by the same rule as an account deleted afterwards, and says how many.
 */
const HOUR = 60 * 60 * 1000;
const before0090 = migrationSteps.slice(0, migrationSteps.indexOf(personReferences));

async function emptyDatabase(kind: DatabaseKind): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "ironpeak-0090-"));
    const database = openDatabase({ kind, file: path.join(dir, "ironpeak.sqlite") });
    return {
      database,
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const empty = await freshPostgresDatabase({ empty: true });
  const database = openDatabase({ kind, url: empty.url, poolSize: 2 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await empty.dispose();
    },
  };
}

/** The names of the schema's indexes and triggers, as the database lists them. */
async function indexesAndTriggers(database: Database): Promise<string[]> {
  const rows =
    database.kind === "sqlite"
      ? await sql<{ name: string }>`
          SELECT type || ' ' || name AS name FROM sqlite_master
          WHERE type IN ('index', 'trigger') AND name NOT LIKE 'sqlite_autoindex%'`.execute(database.db)
      : await sql<{ name: string }>`
          SELECT 'index ' || indexname AS name FROM pg_indexes WHERE schemaname = current_schema()
          UNION ALL
          SELECT 'trigger ' || tgname FROM pg_trigger WHERE NOT tgisinternal`.execute(database.db);
  return rows.rows.map((row) => row.name).sort();
}

describe.each(databaseKinds)("migration 0090 on a %s database with data", (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const upcoming = new Date(clock.millis() + 48 * HOUR).toISOString();
  const past = new Date(clock.millis() - 48 * HOUR).toISOString();

  beforeEach(async () => {
    ({ database, dispose } = await emptyDatabase(kind));
    const { runMigrations } = await getMigrations(createAuth(database, TEST_AUTH_SETTINGS).options);
    await runMigrations();
    await applySteps(database, before0090);
    const db = database.db;
    const stamp = kind === "sqlite" ? clock.now().toISOString() : clock.now();
    await db
      .insertInto("user")
      .values({
        id: "alice",
        email: "alice@example.com",
        name: "Alice",
        emailVerified: false,
        createdAt: stamp,
        updatedAt: stamp,
      } as never)
      .execute();
    const session = (id: string, startsAt: string, booked: number) =>
      sql`INSERT INTO class_sessions (id, class_slug, starts_at, ends_at, capacity, booked_count, last_seq, created_at)
        VALUES (${id}, 'yoga', ${startsAt}, ${startsAt}, 10, ${booked}, ${booked}, ${startsAt})`.execute(db);
    await session("yoga-past", past, 2);
    await session("yoga-upcoming", upcoming, 2);
    const booking = (id: string, userId: string, sessionId: string, startsAt: string, attendance: string | null) =>
      sql`INSERT INTO bookings (id, session_id, user_id, status, seq, starts_at, ends_at, created_at, updated_at, attendance)
        VALUES (${id}, ${sessionId}, ${userId}, 'booked', ${id.endsWith("2") ? 2 : 1}, ${startsAt}, ${startsAt},
          ${startsAt}, ${startsAt}, ${attendance})`.execute(db);
    // Alice's places and the places of "ghost", whose account was deleted before 0090.
    await booking("b-alice-1", "alice", "yoga-past", past, "attended");
    await booking("b-ghost-2", "ghost", "yoga-past", past, "attended");
    await booking("b-alice-up-1", "alice", "yoga-upcoming", upcoming, null);
    await booking("b-ghost-up-2", "ghost", "yoga-upcoming", upcoming, null);
    // The demo member removed while its membership stayed: the revenue report counted it.
    for (const [id, userId] of [
      ["m-alice", "alice"],
      ["m-ghost", "ghost"],
    ])
      await sql`INSERT INTO memberships (id, user_id, product_id, status, started_at, current_period_end, updated_at)
        VALUES (${id}, ${userId}, 'advanced', 'active', ${past}, ${upcoming}, ${past})`.execute(db);
    for (const [id, userId] of [
      ["s-alice", "alice"],
      ["s-ghost", "ghost"],
    ])
      await sql`INSERT INTO sales (id, user_id, product_id, method, amount, currency, staff_user_id, created_at)
        VALUES (${id}, ${userId}, 'class-pack', 'cash', 12000, 'USD', 'ghost', ${past})`.execute(db);
    await sql`INSERT INTO staff_roles (user_id, role, granted_at, granted_by) VALUES ('alice', 'staff', ${past}, 'ghost@example.com')`.execute(
      db,
    );
    await sql`INSERT INTO users (email, saved_shows, created_at) VALUES ('alice@example.com', '[]', ${past}), ('ghost@example.com', '[]', ${past})`.execute(
      db,
    );
    const audit = (actorId: string | null, actor: string, type: string, subjectId: string, label: string) =>
      sql`INSERT INTO staff_audit_log (at, actor_id, actor, action, subject_type, subject_id, subject_label, before_state, after_state)
        VALUES (${past}, ${actorId}, ${actor}, 'member.details-changed', ${type}, ${subjectId}, ${label}, '{"phone":"0123"}', '{"phone":"0456"}')`.execute(
        db,
      );
    await audit("ghost", "ghost@example.com", "account", "alice", "alice@example.com");
    await audit("alice", "alice@example.com", "account", "ghost", "ghost@example.com");
    await audit("alice", "alice@example.com", "booking", "b-gone", "ghost@example.com at Yoga");
    await audit("alice", "alice@example.com", "booking", "b-alice-1", "alice@example.com at Yoga");
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await dispose();
  });

  it("keeps every row, index and trigger, deals with the orphans by the rule, and says how many", async () => {
    // PostgreSQL's one trigger refusing UPDATE and DELETE of the audit log becomes two:
    // no_update, which lets a deleted person be forgotten, and no_delete.
    const kept = (await indexesAndTriggers(database)).filter((name) => name !== "trigger staff_audit_log_no_change");
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    await applySteps(database, migrationSteps);
    const db = database.db;

    expect(logged.mock.calls.flat().join("\n")).toContain(
      `Migration 0090_person_references: rows of accounts that no longer exist: 4 deleted (users 1, bookings 2, memberships 1), 7 kept with the person replaced by "${DELETED_PERSON_LABEL}" (sales 3, staff_audit_log 3, staff_roles 1)`,
    );
    expect(await indexesAndTriggers(database)).toEqual(
      expect.arrayContaining([
        ...kept,
        "trigger staff_audit_log_no_update",
        "trigger staff_audit_log_no_delete",
        "trigger forget_person_in_staff_audit_log",
      ]),
    );

    expect((await db.selectFrom("bookings").select("id").orderBy("id").execute()).map((row) => row.id)).toEqual([
      "b-alice-1",
      "b-alice-up-1",
    ]);
    expect((await db.selectFrom("memberships").select("id").execute()).map((row) => row.id)).toEqual(["m-alice"]);
    expect(await db.selectFrom("sales").select(["id", "user_id", "staff_user_id"]).orderBy("id").execute()).toEqual([
      { id: "s-alice", user_id: "alice", staff_user_id: null },
      { id: "s-ghost", user_id: null, staff_user_id: null },
    ]);
    expect(await db.selectFrom("staff_roles").select(["user_id", "granted_by"]).execute()).toEqual([
      { user_id: "alice", granted_by: DELETED_PERSON_LABEL },
    ]);
    expect(
      await db
        .selectFrom("staff_audit_log")
        .select(["actor_id", "actor", "subject_id", "subject_label", "subject_user_id", "after_state"])
        .orderBy("seq")
        .execute(),
    ).toEqual([
      {
        actor_id: null,
        actor: DELETED_PERSON_LABEL,
        subject_id: "alice",
        subject_label: "alice@example.com",
        subject_user_id: "alice",
        after_state: '{"phone":"0456"}',
      },
      {
        actor_id: "alice",
        actor: "alice@example.com",
        subject_id: "",
        subject_label: DELETED_PERSON_LABEL,
        subject_user_id: null,
        after_state: null,
      },
      {
        actor_id: "alice",
        actor: "alice@example.com",
        subject_id: "b-gone",
        subject_label: DELETED_PERSON_LABEL,
        subject_user_id: null,
        after_state: null,
      },
      {
        actor_id: "alice",
        actor: "alice@example.com",
        subject_id: "b-alice-1",
        subject_label: "alice@example.com at Yoga",
        subject_user_id: "alice",
        after_state: '{"phone":"0456"}',
      },
    ]);

    // The orphan's place in the class to come went back; the past class's figures are the
    // triggers' (migration 0060), which still run on the rebuilt table.
    const sessions = await db
      .selectFrom("class_sessions")
      .select(["id", "booked_count", "attended_count"])
      .orderBy("id")
      .execute();
    expect(sessions.map((row) => [row.id, Number(row.booked_count), Number(row.attended_count)])).toEqual([
      ["yoga-past", 2, 1],
      ["yoga-upcoming", 1, 0],
    ]);
    await db.updateTable("bookings").set({ attendance: null }).where("id", "=", "b-alice-1").execute();
    const past = await db
      .selectFrom("class_sessions")
      .select("attended_count")
      .where("id", "=", "yoga-past")
      .executeTakeFirst();
    expect(Number(past?.attended_count)).toBe(0);

    // The audit log goes on counting where it was, and stays append-only.
    await sql`INSERT INTO staff_audit_log (at, actor_id, actor, action, subject_type, subject_id, subject_label)
      VALUES ('now', NULL, 'command line', 'role.granted', 'account', 'alice', 'alice@example.com')`.execute(db);
    const seqs = (await db.selectFrom("staff_audit_log").select("seq").orderBy("seq").execute()).map((row) =>
      Number(row.seq),
    );
    expect(seqs).toEqual([1, 2, 3, 4, 5]);
    await expect(db.deleteFrom("staff_audit_log").where("seq", "=", 1).execute()).rejects.toThrow(/append-only/);

    // And now the keys are there: a row for an account that does not exist is refused.
    await expect(
      sql`INSERT INTO memberships (id, user_id, product_id, status, started_at, current_period_end, updated_at)
        VALUES ('m-nobody', 'nobody', 'advanced', 'active', 'x', 'x', 'x')`.execute(db),
    ).rejects.toThrow(/foreign key/i);
  });
});
