import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { pastSessions, writeNoShows } from "#app/features/attendance/test-support.ts";
import { giveTestCredits } from "#app/features/memberships/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { COMMAND_LINE } from "./audit.server.ts";
import { exportMemberList, MEMBER_LIST_COLUMNS } from "./members-export.server.ts";
import { auditEntries, createAccount } from "./test-support.ts";

describe.each(databaseKinds)("the desk's member list (CSV), on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("lists every member with e-mail, phone, membership, credits and last visit; never a health answer; audited", async () => {
    const database = fresh.database;
    const ann = await createAccount(database, { email: "ann@example.com", name: "Ann Able" });
    const bob = await createAccount(database, { email: "bob@example.com", name: "=Bob Formula", entitled: false });
    await database.db.updateTable("user").set({ phone: "07700 900123" }).where("id", "=", bob.id).execute();
    await giveTestCredits(database, bob.id, { count: 3, expiresAt: new Date(clock.millis() + 86_400_000) });
    const [visit] = pastSessions(1);
    if (!visit) throw new Error("no past session to visit");
    const [booking = ""] = await writeNoShows(database, bob.id, [visit]);
    await database.db.updateTable("bookings").set({ attendance: "attended" }).where("id", "=", booking).execute();
    // A "yes" to a health question: the list never carries it.
    await acceptTerms(database, {
      userId: bob.id,
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question) => [question.id, true])),
    });

    const { csv, count } = await exportMemberList(database, { actor: COMMAND_LINE });
    expect(count).toBe(2);
    // Sorted by name; a name that looks like a formula stays text. No cell here needs quoting.
    const [header, ...rows] = csv
      .trimEnd()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(header).toEqual([...MEMBER_LIST_COLUMNS]);
    expect(rows).toEqual([
      [
        "'=Bob Formula",
        bob.email,
        "07700 900123",
        "",
        "3",
        gymToday(new Date(Date.parse(visit.startsAtUtc))).toString(),
      ],
      ["Ann Able", ann.email, "", expect.stringMatching(/ \(active\)$/), "0", ""],
    ]);
    for (const question of terms.questions) expect(csv).not.toContain(question.text);
    expect(csv.toLowerCase()).not.toMatch(/health|yes/);
    expect((await auditEntries(database)).map((entry) => entry.action)).toEqual(["members.exported"]);
  });
});
