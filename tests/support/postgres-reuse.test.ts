import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { adminQuery, withDatabase } from "./pg-admin.ts";
import { forgetPool, giveBack, type Pristine } from "./postgres-reuse.ts";

const adminUrl = process.env.TEST_POSTGRES_URL;
/** A pool of this file's own, so no other test file takes the database this one gives back. */
const runPrefix = `ipk_t_reuse_${randomBytes(3).toString("hex")}_`;
const made: string[] = [];

async function copyOfTemplate(): Promise<string> {
  const name = `${runPrefix}${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl ?? "", `CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  made.push(name);
  return name;
}

/** Every table's rows and every sequence's position, as one text to compare. */
async function contentsOf(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabase(adminUrl ?? "", name) });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const parts: string[] = [];
    for (const { tablename } of tables.rows) {
      const rows = await client.query<{ rows: string | null }>(
        `SELECT string_agg(t::text, '|' ORDER BY t::text) AS rows FROM "${tablename}" AS t`,
      );
      parts.push(`${tablename}: ${rows.rows[0]?.rows ?? ""}`);
    }
    const sequences = await client.query<{ sequencename: string; last_value: string | null }>(
      "SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
    );
    for (const sequence of sequences.rows) parts.push(`${sequence.sequencename} at ${sequence.last_value}`);
    return parts.join("\n");
  } finally {
    await client.end();
  }
}

async function inDatabase(name: string, text: string): Promise<void> {
  await adminQuery(withDatabase(adminUrl ?? "", name), text);
}

describe.skipIf(!adminUrl)("a PostgreSQL test database used again", () => {
  afterEach(async () => {
    await forgetPool(adminUrl ?? "", runPrefix);
    for (const name of made.splice(0)) await adminQuery(adminUrl ?? "", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("is given back as the template left it: its rows, the template's rows and every sequence", async () => {
    const pristine = inject("postgresPristine") as Pristine;
    const used = await copyOfTemplate();
    const fresh = await copyOfTemplate();
    const before = await contentsOf(fresh);
    await inDatabase(
      used,
      `INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
         VALUES ('u-reuse', 'Reuse Test', 'reuse@example.com', false, now(), now());
       INSERT INTO staff_audit_log (at, actor, action, subject_type, subject_id, subject_label)
         VALUES (now()::text, 'reuse@example.com', 'test.reuse', 'nothing', 'n-1', 'Nothing');
       UPDATE gym_classes SET title = title || ' (renamed by a test)';
       UPDATE trainers SET name = name || ' (renamed by a test)'`,
    );
    expect(await contentsOf(used)).not.toBe(before);

    expect(await giveBack(adminUrl ?? "", runPrefix, used, pristine)).toEqual({ reused: true });
    expect(await contentsOf(used)).toBe(before);
  });

  it("is dropped instead when the test changed its schema or something still holds a connection", async () => {
    const pristine = inject("postgresPristine") as Pristine;
    const reshaped = await copyOfTemplate();
    await inDatabase(reshaped, "ALTER TABLE trainers ADD COLUMN nickname text");
    expect(await giveBack(adminUrl ?? "", runPrefix, reshaped, pristine)).toEqual({
      reused: false,
      why: "the test changed the schema",
    });

    const held = await copyOfTemplate();
    const holder = new pg.Client({ connectionString: withDatabase(adminUrl ?? "", held) });
    await holder.connect();
    try {
      expect(await giveBack(adminUrl ?? "", runPrefix, held, pristine)).toEqual({
        reused: false,
        why: "another connection is still open",
      });
    } finally {
      await holder.end();
    }
  });
});
