import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMemberDetails } from "#app/features/accounts/member-details.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { AuditActor } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import { changeMemberDetails, type DeskVersions, memberNote } from "./member-notes.server.ts";
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
  const FRESH: DeskVersions = { details: 0, note: 0 };
  const save = (
    change: { details?: typeof details; note?: string; versions?: DeskVersions },
    actor: AuditActor & { id: string } = desk,
  ) =>
    changeMemberDetails(fresh.database, {
      memberId: member.id,
      details: change.details ?? details,
      note: change.note ?? "",
      versions: change.versions ?? FRESH,
      actor,
    });
  /** What the desk's page shows now: the details, the note, and the versions its form carries. */
  async function onRecord() {
    const [account, note] = await Promise.all([
      readMemberDetails(fresh.database.db, member.id),
      memberNote(fresh.database, member.id),
    ]);
    return {
      details: { name: account?.name, phone: account?.phone, emergencyContact: account?.emergencyContact },
      note: note?.note ?? "",
      versions: { details: account?.version ?? 0, note: note?.version ?? 0 },
    };
  }
  const detailChanges = async () =>
    (await auditEntries(fresh.database)).filter((row) => row.action === "member.details-changed");

  it("saves name, phone, emergency contact and the private note, with one audit entry of before and after", async () => {
    expect(await save({ note: "Knee injury" })).toEqual({ changed: true });
    expect(await readMemberDetails(fresh.database.db, member.id)).toEqual({
      ...details,
      email: "mia@example.com",
      version: 1,
      lastChange: { byId: desk.id, by: desk.label, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect(await memberNote(fresh.database, member.id)).toMatchObject({
      note: "Knee injury",
      version: 1,
      updatedBy: desk.label,
    });
    const [entry] = await detailChanges();
    expect(entry).toMatchObject({ subject_type: "account", subject_id: member.id, actor: desk.label });
    expect(JSON.parse(entry?.before_state ?? "{}")).toEqual({
      name: "mia",
      phone: null,
      emergencyContact: null,
      note: "",
    });
    expect(JSON.parse(entry?.after_state ?? "{}")).toEqual({ ...details, note: "Knee injury" });
  });

  it("refuses a save from a page loaded before another desk's, names that desk, and changes and logs nothing", async () => {
    const other = await createStaffActor(fresh.database);
    const loaded = await onRecord();
    await save({ details: { ...details, phone: "07700 900999" }, versions: loaded.versions }, other);
    const theirs = await onRecord();

    const stale = save({ note: "Knee injury", versions: loaded.versions });
    await expect(stale).rejects.toThrow(
      `${other.label} changed these details while you were editing them, so nothing was saved. The form shows them as they are now, with your version below it: re-apply what still applies and save again.`,
    );
    await expect(stale).rejects.toMatchObject({ code: "DETAILS_CHANGED", status: 409 });
    expect(await onRecord()).toEqual(theirs);
    expect((await detailChanges()).map((entry) => entry.actor)).toEqual([other.label]);

    // Re-applied from the page as it is now: saved over theirs, seen.
    expect(
      await save({ details: theirs.details as typeof details, note: "Knee injury", versions: theirs.versions }),
    ).toEqual({ changed: true });
    expect(await onRecord()).toMatchObject({
      details: { phone: "07700 900999" },
      note: "Knee injury",
      versions: { details: 1, note: 1 },
    });
    expect((await detailChanges()).map((entry) => entry.actor)).toEqual([other.label, desk.label]);
  });

  it("refuses a save from a page loaded before another desk changed only the note, saying so", async () => {
    const other = await createStaffActor(fresh.database);
    await save({ note: "Knee injury" });
    const loaded = await onRecord();
    await save({ note: "Knee injury, healed", versions: loaded.versions }, other);

    await expect(
      save({
        details: { ...details, emergencyContact: "Alex Jones 07700 900777" },
        note: "Knee injury",
        versions: loaded.versions,
      }),
    ).rejects.toThrow(`${other.label} changed the private note while you were editing it, so nothing was saved.`);
    expect(await onRecord()).toMatchObject({ details, note: "Knee injury, healed", versions: { details: 1, note: 2 } });
    expect(await detailChanges()).toHaveLength(2);
  });

  it("lets exactly one of two desks saving from the same page at once win; the other is told and nothing of it is written", async () => {
    const other = await createStaffActor(fresh.database);
    const saves = await Promise.allSettled([
      save({ note: "Knee injury" }),
      save({ details: { ...details, phone: "07700 900999" }, note: "Prefers mornings" }, other),
    ]);
    expect(saves.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = saves.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(StaffRefused);
    expect((refused.reason as StaffRefused).code).toBe("DETAILS_CHANGED");
    const [entry] = await detailChanges();
    expect(await detailChanges()).toHaveLength(1);
    // What is saved is all the winner's: its note and its phone, never a mix of the two.
    const winner = JSON.parse(entry?.after_state ?? "{}") as { phone: string; note: string };
    expect(await onRecord()).toMatchObject({
      details: { phone: winner.phone },
      note: winner.note,
      versions: { details: 1, note: 1 },
    });
  });

  it("changes and logs nothing when nothing changed, from a stale page too, and refuses an unknown member", async () => {
    await save({});
    expect(await save({ versions: { details: 1, note: 0 } })).toEqual({ changed: false });
    expect(await save({})).toEqual({ changed: false });
    expect(await auditEntries(fresh.database)).toHaveLength(1);
    expect(await memberNote(fresh.database, member.id)).toBeNull();
    await expect(
      changeMemberDetails(fresh.database, { memberId: "nobody", details, note: "", versions: FRESH, actor: desk }),
    ).rejects.toBeInstanceOf(StaffRefused);
  });

  it("finds a member by their phone number however it is spaced, as well as by name and e-mail", async () => {
    await save({});
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
