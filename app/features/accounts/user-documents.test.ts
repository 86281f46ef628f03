import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAccount } from "#app/features/staff/test-support.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { ensureUserDocument, findUserDocument } from "./user-documents.server.ts";

describe.each(databaseKinds)("users documents on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("creates a users document once, keyed by the lower-cased e-mail, with no saved shows", async () => {
    // The document belongs to an account (its foreign key, decision 0145).
    await createAccount(fresh.database, { email: "ann@example.com", entitled: false });
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
    const now = kind === "sqlite" ? clock.now().toISOString() : clock.now();
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
});
