import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { AuditActor } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import { countLeadsByStatus, countNewLeads, type LeadUpdate, listLeads, updateLead } from "./leads.server.ts";
import { formatLeadsCsv } from "./leads-csv.ts";
import { auditEntries, createStaffActor } from "./test-support.ts";

describe.each(databaseKinds)("leads on %s", (kind) => {
  let fresh: FreshDatabase;
  let desk: AuditActor & { id: string };
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    desk = await createStaffActor(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const inquiry = (fullName: string, minute: number, comment = "") =>
    saveInquiry(
      fresh.database.db,
      { fullName, email: `${fullName.toLowerCase().replace(/\W/g, "")}@example.com`, className: "Yoga", comment },
      new Date(Date.UTC(2026, 10, 30, 9, minute)),
    );
  const update = (change: LeadUpdate, actor = desk) => updateLead(fresh.database, { update: change, actor });

  it("lists inquiries newest first, each a new lead until staff change it", async () => {
    await inquiry("Ada", 1);
    await inquiry("Ben", 2);
    await inquiry("Cy", 3);
    const leads = await listLeads(fresh.database);
    expect(leads.map((lead) => [lead.fullName, lead.status, lead.version, lead.updatedBy])).toEqual([
      ["Cy", "new", 0, null],
      ["Ben", "new", 0, null],
      ["Ada", "new", 0, null],
    ]);
    expect(await countNewLeads(fresh.database)).toBe(3);
  });

  it("sets a status and a note, says who changed it and when, and filters and counts by status", async () => {
    const ada = await inquiry("Ada", 1);
    const ben = await inquiry("Ben", 2);
    await inquiry("Cy", 3);
    const result = await update({
      inquiryId: ada.id,
      status: "contacted",
      note: "Called, trial on Friday",
      version: 0,
    });
    expect(result).toMatchObject({ changed: true, lead: { status: "contacted", version: 1 } });
    await update({ inquiryId: ben.id, status: "joined", note: "", version: 0 });

    const contacted = await listLeads(fresh.database, { status: "contacted" });
    expect(contacted).toMatchObject([{ fullName: "Ada", note: "Called, trial on Friday", updatedBy: desk.label }]);
    expect(contacted[0]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await listLeads(fresh.database, { status: "new" })).map((lead) => lead.fullName)).toEqual(["Cy"]);
    expect(await countLeadsByStatus(fresh.database)).toEqual({ new: 1, contacted: 1, joined: 1, closed: 0 });
    expect(await countNewLeads(fresh.database)).toBe(1);
    // Set back to new, a lead counts as new again.
    await update({ inquiryId: ada.id, status: "new", note: "Called, trial on Friday", version: 1 });
    expect(await countNewLeads(fresh.database)).toBe(2);
  });

  it("audits each change with before and after, and nothing for a save that changes nothing", async () => {
    const ada = await inquiry("Ada", 1);
    await update({ inquiryId: ada.id, status: "contacted", note: "Left a message", version: 0 });
    expect(await update({ inquiryId: ada.id, status: "contacted", note: "Left a message", version: 1 })).toMatchObject({
      changed: false,
    });
    const entries = await auditEntries(fresh.database);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.subject_label])).toEqual([
      ["lead.updated", desk.label, "Ada <ada@example.com>"],
    ]);
    expect(JSON.parse(entries[0]?.before_state ?? "")).toEqual({ status: "new", note: "" });
    expect(JSON.parse(entries[0]?.after_state ?? "")).toEqual({ status: "contacted", note: "Left a message" });
  });

  it("refuses a change made from a stale page, naming who changed the lead meanwhile", async () => {
    const ada = await inquiry("Ada", 1);
    const other = await createStaffActor(fresh.database);
    await update({ inquiryId: ada.id, status: "contacted", note: "Their note", version: 0 }, other);
    const stale = update({ inquiryId: ada.id, status: "closed", note: "", version: 0 });
    await expect(stale).rejects.toThrow(
      `${other.label} changed this lead while you were editing it. Its status is now Contacted; check the note below and save again.`,
    );
    expect((await listLeads(fresh.database))[0]).toMatchObject({ status: "contacted", note: "Their note", version: 1 });
  });

  it("lets exactly one of two staff saving the same lead at once win; the other is told", async () => {
    const ada = await inquiry("Ada", 1);
    const other = await createStaffActor(fresh.database);
    const results = await Promise.allSettled([
      update({ inquiryId: ada.id, status: "contacted", note: "Mine", version: 0 }),
      update({ inquiryId: ada.id, status: "closed", note: "Theirs", version: 0 }, other),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(StaffRefused);
    expect(((refused as PromiseRejectedResult).reason as StaffRefused).code).toBe("LEAD_CHANGED");
    expect(await auditEntries(fresh.database)).toHaveLength(1);
  });

  it("refuses a lead that does not exist", async () => {
    await expect(update({ inquiryId: "nope", status: "closed", note: "", version: 0 })).rejects.toThrow(
      "There is no such lead.",
    );
  });

  it("has the database refuse a status that is not one of the four", async () => {
    const ada = await inquiry("Ada", 1);
    await expect(
      fresh.database.db
        .insertInto("lead_followups")
        .values({
          inquiry_id: ada.id,
          status: "won" as never,
          note: "",
          version: 1,
          updated_at: "now",
          updated_by_id: desk.id,
          updated_by_email: desk.label,
        })
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
  });

  it("exports CSV whose cells a spreadsheet never runs as formulas", async () => {
    const evil = await inquiry('=HYPERLINK("http://evil.example")', 1, '+1 call me, "soon"\nplease');
    await update({ inquiryId: evil.id, status: "contacted", note: "@boss said -5% ok", version: 0 });
    const csv = formatLeadsCsv(await listLeads(fresh.database));
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("received_at,full_name,email,class,comment,status,note,updated_by,updated_at");
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`"'+1 call me, ""soon""\nplease"`);
    expect(row).toContain(",'@boss said -5% ok,");
    expect(row).toContain(`,contacted,`);
  });
});
