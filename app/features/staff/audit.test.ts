import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { COMMAND_LINE, parseAuditCursor, readAuditLog, recordStaffAction } from "./audit.server.ts";

describe.each(databaseKinds)("the audit log on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const record = (minute: number, subjectId = "s1") =>
    recordStaffAction(
      fresh.database.db,
      {
        actor: COMMAND_LINE,
        action: "session.cancelled",
        subject: { type: "session", id: subjectId, label: `Session ${minute}` },
        before: { cancelled: false },
        after: { cancelled: true, reason: "Storm" },
      },
      new Date(Date.UTC(2026, 10, 30, 9, minute)),
    );

  it("refuses to change or delete an entry, whoever asks: the database is append-only", async () => {
    await record(0);
    const { db } = fresh.database;
    await expect(db.updateTable("staff_audit_log").set({ actor: "someone else" }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom("staff_audit_log").execute()).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE staff_audit_log SET after_state = NULL`.execute(db)).rejects.toThrow(/append-only/);
    if (kind === "postgres") {
      await expect(sql`TRUNCATE staff_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    }
    const { entries } = await readAuditLog(fresh.database);
    expect(entries).toMatchObject([{ actor: "command line", after: { cancelled: true, reason: "Storm" } }]);
  });

  it("reads newest first, a page at a time, and by subjects", async () => {
    for (let minute = 0; minute < 5; minute++) await record(minute, minute % 2 === 0 ? "even" : "odd");
    const first = await readAuditLog(fresh.database, { limit: 2 });
    expect(first.entries.map((entry) => entry.subject.label)).toEqual(["Session 4", "Session 3"]);
    expect(first.more).toBe(true);
    const second = await readAuditLog(fresh.database, { limit: 2, before: first.entries[1]?.seq ?? 0 });
    expect(second.entries.map((entry) => entry.subject.label)).toEqual(["Session 2", "Session 1"]);
    const last = await readAuditLog(fresh.database, { limit: 2, before: second.entries[1]?.seq ?? 0 });
    expect(last).toMatchObject({ more: false, entries: [{ subject: { label: "Session 0" } }] });
    const odd = await readAuditLog(fresh.database, { about: [{ type: "session", ids: ["odd"] }] });
    expect(odd.entries.map((entry) => entry.subject.label)).toEqual(["Session 3", "Session 1"]);
    const either = await readAuditLog(fresh.database, {
      about: [
        { type: "session", ids: ["odd"] },
        { type: "booking", ids: ["even"] },
        { type: "lead", ids: [] },
      ],
    });
    expect(either.entries.map((entry) => entry.subject.label)).toEqual(["Session 3", "Session 1"]);
    expect(await readAuditLog(fresh.database, { about: [{ type: "lead", ids: [] }] })).toEqual({
      entries: [],
      more: false,
    });
  });

  it("reads a page link's position only when it is one", () => {
    for (const value of [null, "", "0", "-1", "1e3", "12abc", "1; DROP TABLE x", "99999999999999999"]) {
      expect(parseAuditCursor(value), String(value)).toBeUndefined();
    }
    expect(parseAuditCursor("42")).toBe(42);
  });
});
