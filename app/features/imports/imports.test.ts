import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberCreditsLeft } from "#app/features/memberships/credit-ledger.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { ImportSettings } from "./check-file.server.ts";
import { checkUpload, commitImport, ImportRefused } from "./imports.server.ts";
import { IMPORTED_TERMS_VERSION } from "./plan.server.ts";
import { type PresetName, presetMapping, presets } from "./presets.ts";
import { readCsv } from "./read-csv.server.ts";
import { sampleExport } from "./test-support.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * A gym moves in (decision 0187): each system's export checked (nothing written), committed
 * (accounts by e-mail, memberships, credits as ledger grants, terms, notes, leads), and the
 * same file a second time changing nothing; on both databases.
 */
describe.each(databaseKinds)("members moved in from an export on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  const upload = (csv: string, preset: PresetName | null, overrides: Partial<ImportSettings> = {}) => {
    const file = readCsv(bytes(csv));
    const settings: ImportSettings = {
      preset,
      mapping: preset ? presetMapping(presets[preset], file.headings) : {},
      dateOrder: "auto",
      ...overrides,
    };
    return checkUpload(fresh.database, { fileName: "export.csv", file, settings, actor: COMMAND_LINE });
  };
  const count = async (table: "user" | "contact_inquiries" | "memberships" | "credit_ledger") =>
    Number(
      (
        await fresh.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(["mindbody", "glofox", "pushpress", "teamup"] as const)(
    "imports a %s export: the dry run writes nothing, the commit writes it, a second import changes nothing",
    async (preset) => {
      const sample = sampleExport(preset, gymToday(), kind);
      const before = { users: await count("user"), leads: await count("contact_inquiries") };
      const checked = await upload(sample.csv, preset);
      expect(checked).toMatchObject({ rows: 5, created: 2, updated: 0, leads: 1, unchanged: 0, skipped: 2 });
      expect(checked.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ row: 5, field: "email", code: "invalid-email" }),
          expect.objectContaining({ row: 6, field: "email", code: "duplicate-email" }),
        ]),
      );
      expect({ users: await count("user"), leads: await count("contact_inquiries") }).toEqual(before);

      const committed = await commitImport(fresh.database, checked.id, COMMAND_LINE);
      expect(committed).toMatchObject({ rows: 5, created: 2, updated: 0, leads: 1, skipped: 2 });
      expect(await count("user")).toBe(before.users + 2);
      expect(await count("contact_inquiries")).toBe(before.leads + 1);
      const ada = await fresh.database.db
        .selectFrom("user")
        .leftJoin("memberships", "memberships.user_id", "user.id")
        .select(["user.id", "user.name", "memberships.product_id", "memberships.current_period_end"])
        .where("user.email", "=", sample.members[0] ?? "")
        .executeTakeFirstOrThrow();
      expect(ada.name).toBe("Ada Lovelace");
      expect(ada.product_id).toBe(currentProducts().memberships[0]?.id);
      expect(ada.current_period_end?.slice(0, 10) ?? "").not.toBe("");

      const again = await upload(sample.csv, preset);
      expect(again).toMatchObject({ created: 0, updated: 0, leads: 0, unchanged: 3, skipped: 2 });
      const recommitted = await commitImport(fresh.database, again.id, COMMAND_LINE);
      expect(recommitted).toMatchObject({ created: 0, updated: 0, leads: 0, unchanged: 3 });
      expect(await count("user")).toBe(before.users + 2);
    },
  );

  it("grants credits left as a ledger grant with the reason imported, valid through the day the file names", async () => {
    const sample = sampleExport("mindbody", gymToday(), `${kind}-credits`);
    const checked = await upload(sample.csv, "mindbody");
    await commitImport(fresh.database, checked.id, COMMAND_LINE);
    const ben = await fresh.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", sample.members[1] ?? "")
      .executeTakeFirstOrThrow();
    const rows = await fresh.database.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", ben.id)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ kind: "grant", credits: 4, reason: "imported" })]);
    expect(await memberCreditsLeft(fresh.database.db, ben.id, clock.now())).toBe(4);
    const terms = await fresh.database.db
      .selectFrom("terms_acceptances")
      .selectAll()
      .where("user_id", "=", ben.id)
      .execute();
    expect(terms).toEqual([expect.objectContaining({ terms_version: IMPORTED_TERMS_VERSION, health_flag: 0 })]);
  });

  it("updates an account the gym has already: details the file has, its note added below the desk's, once", async () => {
    const member = await createAccount(fresh.database, {
      email: `known-${kind}@example.com`,
      name: "Known",
      entitled: false,
    });
    await fresh.database.db
      .insertInto("member_notes")
      .values({
        user_id: member.id,
        note: "Pays cash",
        version: 1,
        updated_at: clock.now().toISOString(),
        updated_by_id: null,
        updated_by_email: "desk",
      })
      .execute();
    const csv = `email,name,phone,note\r\n${member.email},Known Person,+1 555 010 2020,Moved from Glofox\r\n`;
    const checked = await upload(csv, null, {
      mapping: { email: "email", name: "name", phone: "phone", note: "note" },
    });
    expect(checked).toMatchObject({ created: 0, updated: 1 });
    await commitImport(fresh.database, checked.id, COMMAND_LINE);
    const after = await fresh.database.db
      .selectFrom("user")
      .innerJoin("member_notes", "member_notes.user_id", "user.id")
      .select(["user.name", "user.phone", "member_notes.note", "member_notes.version"])
      .where("user.id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      name: "Known Person",
      phone: "+1 555 010 2020",
      note: "Pays cash\n\nMoved from Glofox",
    });
    expect(Number(after.version)).toBe(2);
    const second = await upload(csv, null, { mapping: { email: "email", name: "name", phone: "phone", note: "note" } });
    expect(second).toMatchObject({ updated: 0, unchanged: 1 });
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "subject_user_id"])
      .where("subject_user_id", "=", member.id)
      .execute();
    expect(audit).toEqual([{ action: "member.import-changed", subject_user_id: member.id }]);
  });

  it("lists each row's problem and says which date order it read, the owner's choice winning", async () => {
    const today = gymToday();
    const renews = today.add({ days: 9 });
    const past = today.subtract({ days: 3 });
    const fmt = (date: typeof today) =>
      `${String(date.month).padStart(2, "0")}/${String(date.day).padStart(2, "0")}/${date.year}`;
    const name = currentProducts().memberships[0]?.name ?? "";
    const csv = [
      "Email,Name,Phone,Plan,Renews,Credits,Expires",
      `p1-${kind}@example.com,P One,none,${name},${fmt(renews)},,`,
      `p2-${kind}@example.com,P Two,,Platinum,${fmt(renews)},,`,
      `p3-${kind}@example.com,P Three,,${name},${fmt(past)},,`,
      `p4-${kind}@example.com,P Four,,,,3,`,
      `p5-${kind}@example.com,P Five,,,,2,${fmt(past)}`,
      `p6-${kind}@example.com,P Six,,${name},31/31/2026,,`,
    ].join("\n");
    const mapping = {
      Email: "email",
      Name: "name",
      Phone: "phone",
      Plan: "product",
      Renews: "membershipRenews",
      Credits: "credits",
      Expires: "creditsExpire",
    } as const;
    const checked = await upload(csv, null, { mapping, dateOrder: "mdy" });
    expect(checked.dates).toEqual({ order: "mdy", decidedBy: "chosen", example: null });
    expect(checked.problems.map(({ row, field, code }) => ({ row, field, code }))).toEqual([
      { row: 2, field: "phone", code: "invalid-phone" },
      { row: 3, field: "product", code: "unknown-product" },
      { row: 4, field: "membershipRenews", code: "expired" },
      { row: 5, field: "creditsExpire", code: "missing" },
      { row: 6, field: "creditsExpire", code: "expired" },
      { row: 7, field: "membershipRenews", code: "invalid-date" },
    ]);
    expect(checked.problems[5]?.message).toContain("MM/DD/YYYY");
  });

  it("commits an import once: a second commit is refused", async () => {
    const checked = await upload(`email\r\nonce-${kind}@example.com\r\n`, null, { mapping: { email: "email" } });
    await commitImport(fresh.database, checked.id, COMMAND_LINE);
    await expect(commitImport(fresh.database, checked.id, COMMAND_LINE)).rejects.toThrow(ImportRefused);
    const row = await fresh.database.db
      .selectFrom("member_imports")
      .select(["status", "file_text"])
      .where("id", "=", checked.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "committed", file_text: null });
  });
});
