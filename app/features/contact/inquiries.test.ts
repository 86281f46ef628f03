import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { listInquiries, saveInquiry } from "./inquiries.server.ts";

describe.each(databaseKinds)("contact inquiries on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
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
