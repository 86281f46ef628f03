import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { createAccount, createStaffActor } from "#app/features/staff/test-support.ts";
import { type Database, openDatabase } from "#app/platform/data/database.server.ts";
import { migrationSteps } from "#app/platform/data/migrations/steps.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, freshPostgresDatabase } from "#tests/support/databases.ts";
import { betterAuthTables } from "#tests/support/migrate.ts";
import { expireCredits } from "./credit-expiry.server.ts";
import { creditHistory } from "./credit-history.server.ts";
import { entitlementsOf } from "./member-entitlements.server.ts";
import { productOfShape } from "./test-support.ts";

/**
 * Migration 0100 on a database of the version before it, with credits granted, used, given
 * back, taken away at the desk, refunded, expired, and held by an account since deleted:
 * every balance is what it was, now as the sum of ledger rows. Dates are counted from the
 * test's clock.
 */

const DAY = 24 * 60 * 60 * 1000;
const pack = productOfShape("pack") as CreditProduct;
const dropIn = productOfShape("drop-in") as CreditProduct;

/** Our steps before the ledger, applied as the last version did (better-auth's tables first). */
async function migrateToBeforeLedger(database: Database) {
  await betterAuthTables(database)();
  const { db } = database;
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
  for (const step of migrationSteps) {
    if (step.id === "0100_credit_ledger") return;
    await db.transaction().execute(async (trx) => {
      for (const statement of [...step.statements, ...(step.perDatabase?.[database.kind] ?? [])]) {
        await sql.raw(statement).execute(trx);
      }
      await trx
        .insertInto("schema_migrations")
        .values({ id: step.id, applied_at: clock.now().toISOString() })
        .execute();
    });
  }
  throw new Error("migration 0100_credit_ledger is not listed");
}

describe.each(databaseKinds)("credits brought into the ledger (migration 0100), on %s", (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    if (kind === "sqlite") {
      const dir = mkdtempSync(path.join(tmpdir(), "ironpeak-ledger-migration-"));
      database = openDatabase({ kind: "sqlite", file: path.join(dir, "ironpeak.sqlite") });
      dispose = async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      };
    } else {
      const empty = await freshPostgresDatabase({ empty: true });
      database = openDatabase({ kind: "postgres", url: empty.url, poolSize: 2 });
      dispose = async () => {
        await database.close();
        await empty.dispose();
      };
    }
  });
  afterEach(async () => {
    await dispose();
  });

  it("keeps every balance: grants, uses, returns, a desk's take-away and a refund become rows", async () => {
    await migrateToBeforeLedger(database);
    const now = clock.now();
    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    const member = await createAccount(database, { email: `old-${randomUUID()}@example.com`, entitled: false });
    const desk = await createStaffActor(database, "owner");
    const sale = (id: string, productId: string, created: string, refunded: string | null) =>
      sql`INSERT INTO sales (id, user_id, product_id, method, amount, currency, staff_user_id, created_at, refunded_at, external_ref)
        VALUES (${id}, ${member.id}, ${productId}, 'cash', 1000, 'USD', ${desk.id}, ${created}, ${refunded}, NULL)`.execute(
        database.db,
      );
    const grant = (
      id: string,
      row: { userId?: string; productId: string | null; saleId: string | null; total: number; left: number },
      created: string,
      expires: string,
    ) =>
      sql`INSERT INTO credit_grants (id, user_id, product_id, sale_id, once_per_person, credits_total, credits_left, reason, created_at, expires_at)
        VALUES (${id}, ${row.userId ?? member.id}, ${row.productId}, ${row.saleId}, 0, ${row.total}, ${row.left},
          ${row.productId === null ? "Goodwill" : null}, ${created}, ${expires})`.execute(database.db);
    const used = (grantId: string, claimed: string, returned: string | null = null) =>
      sql`INSERT INTO booking_entitlements (booking_id, user_id, membership_id, credit_grant_id, starts_at, claimed_at, returned_at)
        VALUES (${randomUUID()}, ${member.id}, NULL, ${grantId}, ${claimed}, ${claimed}, ${returned})`.execute(
        database.db,
      );

    // A pack: three classes booked, one of them given back.
    await sale("s-pack", pack.id, at(-10), null);
    await grant("g-pack", { productId: pack.id, saleId: "s-pack", total: 10, left: 8 }, at(-10), at(80));
    await used("g-pack", at(-9));
    await used("g-pack", at(-8), at(-7));
    await used("g-pack", at(-5));
    // Credits from the desk, one of them taken away again.
    await grant("g-desk", { productId: null, saleId: null, total: 3, left: 2 }, at(-6), at(24));
    // A drop-in that expired unused.
    await sale("s-drop", dropIn.id, at(-20), null);
    await grant("g-drop", { productId: dropIn.id, saleId: "s-drop", total: 1, left: 1 }, at(-20), at(-6));
    // A pack refunded after one class: its credits emptied and ended at the refund.
    await sale("s-refunded", pack.id, at(-5), at(-3));
    await grant("g-refunded", { productId: pack.id, saleId: "s-refunded", total: 10, left: 0 }, at(-5), at(-3));
    await used("g-refunded", at(-4));
    // An account deleted since, whose credits were left behind.
    await grant(
      "g-orphan",
      { userId: randomUUID(), productId: pack.id, saleId: null, total: 10, left: 5 },
      at(-2),
      at(60),
    );

    await migrate(database);

    const held = await entitlementsOf(database, member.id, now);
    expect(held.creditsLeft).toBe(8 + 2);
    expect(held.credits.map((credit) => [credit.id, credit.left, credit.total])).toEqual([
      ["g-desk", 2, 3],
      ["g-pack", 8, 10],
    ]);
    const rows = await database.db
      .selectFrom("credit_ledger")
      .select(["grant_id", "kind", "credits", "at", "sale_id", "actor", "reason"])
      .orderBy("grant_id")
      .orderBy("at")
      .orderBy("seq")
      .execute();
    const left = (grantId: string) =>
      rows.filter((row) => row.grant_id === grantId).reduce((sum, row) => sum + Number(row.credits), 0);
    expect([left("g-pack"), left("g-desk"), left("g-drop"), left("g-refunded"), left("g-orphan")]).toEqual([
      8, 2, 1, 0, 0,
    ]);
    expect(rows.filter((row) => row.grant_id === "g-refunded").map((row) => [row.kind, Number(row.credits)])).toEqual([
      ["grant", 10],
      ["use", -1],
      ["withdraw", -9],
    ]);
    expect(rows.find((row) => row.kind === "withdraw")).toMatchObject({ at: at(-3), sale_id: "s-refunded" });
    expect(rows.filter((row) => row.grant_id === "g-desk").map((row) => [row.kind, Number(row.credits)])).toEqual([
      ["adjust", 3],
      ["adjust", -1],
    ]);
    expect(rows.find((row) => row.grant_id === "g-pack" && row.kind === "grant")).toMatchObject({
      sale_id: "s-pack",
      actor: desk.label,
    });
    expect(rows.filter((row) => row.grant_id === "g-pack").map((row) => row.kind)).toEqual([
      "grant",
      "use",
      "use",
      "return",
      "use",
    ]);
    await expect(sql`SELECT credits_left FROM credit_grants`.execute(database.db)).rejects.toThrow();

    // The sweep then writes the expired drop-in off; nothing the member can use changes.
    expect(await expireCredits(database, now)).toBe(1);
    expect((await entitlementsOf(database, member.id, now)).creditsLeft).toBe(10);
    const history = await creditHistory(database, member.id, now);
    expect(history[0]?.balanceAfter).toBe(10);
    expect(history.map((entry) => entry.kind).sort()).toEqual(
      [
        "grant",
        "use",
        "use",
        "return",
        "use",
        "adjust",
        "adjust",
        "grant",
        "expire",
        "grant",
        "use",
        "withdraw",
      ].sort(),
    );
  });
});
