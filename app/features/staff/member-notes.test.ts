import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMemberDetails } from "#app/features/accounts/member-details.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { AuditActor } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import { changeMemberDetails, memberNote } from "./member-notes.server.ts";
import { searchMembers } from "./members.server.ts";
import { auditEntries, createAccount, createStaffActor } from "./test-support.ts";

describe.each(databaseKinds)("the desk keeping a member's details, on %s", (kind) => {
  let fresh: FreshDatabase;
  let desk: AuditActor & { id: string };
  let member: { id: string; email: string };
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    desk = await createStaffActor(fresh.database);
    member = await createAccount(fresh.database, { email: "mia@example.com", name: "mia" });
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const details = { name: "Mia Jones", phone: "+44 20 7946 0958", emergencyContact: "Sam Jones, 07700 900123" };

  it("saves name, phone, emergency contact and the private note, with one audit entry of before and after", async () => {
    expect(
      await changeMemberDetails(fresh.database, { memberId: member.id, details, note: "Knee injury", actor: desk }),
    ).toEqual({
      changed: true,
    });
    expect(await readMemberDetails(fresh.database.db, member.id)).toEqual({ ...details, email: "mia@example.com" });
    expect(await memberNote(fresh.database, member.id)).toMatchObject({ note: "Knee injury", updatedBy: desk.label });
    const [entry] = (await auditEntries(fresh.database)).filter((row) => row.action === "member.details-changed");
    expect(entry).toMatchObject({ subject_type: "account", subject_id: member.id, actor: desk.label });
    expect(JSON.parse(entry?.before_state ?? "{}")).toEqual({
      name: "mia",
      phone: null,
      emergencyContact: null,
      note: "",
    });
    expect(JSON.parse(entry?.after_state ?? "{}")).toEqual({ ...details, note: "Knee injury" });
  });

  it("takes two desks writing a member's first note at once in turn: both saved, one after the other, no error", async () => {
    const saves = await Promise.allSettled(
      ["Knee injury", "Prefers mornings"].map((note) =>
        changeMemberDetails(fresh.database, { memberId: member.id, details, note, actor: desk }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(["Knee injury", "Prefers mornings"]).toContain((await memberNote(fresh.database, member.id))?.note);
    const notes = (await auditEntries(fresh.database)).filter((row) => row.action === "member.details-changed");
    expect(notes).toHaveLength(2);
  });

  it("changes and logs nothing when nothing changed, and refuses an unknown member", async () => {
    await changeMemberDetails(fresh.database, { memberId: member.id, details, note: "", actor: desk });
    expect(await changeMemberDetails(fresh.database, { memberId: member.id, details, note: "", actor: desk })).toEqual({
      changed: false,
    });
    expect(await auditEntries(fresh.database)).toHaveLength(1);
    expect(await memberNote(fresh.database, member.id)).toBeNull();
    await expect(
      changeMemberDetails(fresh.database, { memberId: "nobody", details, note: "", actor: desk }),
    ).rejects.toBeInstanceOf(StaffRefused);
  });

  it("finds a member by their phone number however it is spaced, as well as by name and e-mail", async () => {
    await changeMemberDetails(fresh.database, { memberId: member.id, details, note: "", actor: desk });
    for (const query of ["7946 0958", "+44 (20) 7946-0958", "MIA J", "mia@"]) {
      expect(
        (await searchMembers(fresh.database, query)).map((found) => found.id),
        query,
      ).toEqual([member.id]);
    }
    expect(await searchMembers(fresh.database, "0958 7946")).toEqual([]);
    expect((await searchMembers(fresh.database, "mia"))[0]?.phone).toBe(details.phone);
  });
});
