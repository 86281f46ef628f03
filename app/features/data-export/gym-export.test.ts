import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import type { ImportSettings } from "#app/features/imports/check-file.server.ts";
import { checkUpload, commitImport } from "#app/features/imports/imports.server.ts";
import { ownMapping, presetMapping, presets } from "#app/features/imports/presets.ts";
import { readCsv } from "#app/features/imports/read-csv.server.ts";
import { sampleExport } from "#app/features/imports/test-support.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { gymExportZip } from "./gym-export.server.ts";
import { gymSections } from "./gym-sections.server.ts";
import { memberExport } from "./member-export.server.ts";
import { unzip } from "./test-support.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

async function importFile(database: Database, csv: string, settings: Omit<ImportSettings, "mapping"> & { own?: true }) {
  const file = readCsv(bytes(csv));
  const mapping = settings.preset ? presetMapping(presets[settings.preset], file.headings) : ownMapping(file.headings);
  return checkUpload(database, {
    fileName: "export.csv",
    file,
    settings: { preset: settings.preset, dateOrder: settings.dateOrder, mapping },
    actor: COMMAND_LINE,
  });
}

async function zipOf(database: Database) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of gymExportZip(database)) chunks.push(chunk);
  return unzip(Buffer.concat(chunks));
}

/**
 * The owner's zip (decision 0188): every file with its headings, the people and their
 * records in it, cells a spreadsheet would run as formulas written as text, and members.csv
 * read back by the import as a new gym's first file; on both databases.
 */
describe.each(databaseKinds)("the gym's data exported on %s", (kind) => {
  let fresh: FreshDatabase;
  let other: FreshDatabase;
  let sample: ReturnType<typeof sampleExport>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    other = await freshDatabase(kind);
    sample = sampleExport("mindbody", gymToday(), kind);
    const checked = await importFile(fresh.database, sample.csv, { preset: "mindbody", dateOrder: "auto" });
    await commitImport(fresh.database, checked.id, COMMAND_LINE);
    await saveInquiry(fresh.database.db, {
      fullName: '=HYPERLINK("http://evil.example","Click")',
      email: "formula@example.com",
      className: null,
      comment: "+1 call me",
    });
  });
  afterAll(async () => {
    await fresh?.dispose();
    await other?.dispose();
  });

  it("holds a README and one CSV per kind of record, each starting with its headings", async () => {
    const files = await zipOf(fresh.database);
    expect([...files.keys()]).toEqual(["README.txt", ...gymSections.map((section) => section.file)]);
    for (const section of gymSections) {
      expect(files.get(section.file)?.split("\r\n")[0]).toBe(section.columns.join(","));
    }
    expect(files.get("README.txt")).toContain("members.csv");
  });

  it("lists the imported members with their membership and credits, and the leads", async () => {
    const files = await zipOf(fresh.database);
    const members = files.get("members.csv") ?? "";
    for (const email of sample.members) expect(members).toContain(email);
    const ada = members.split("\r\n").find((line) => line.startsWith(sample.members[0] ?? "-"));
    expect(ada).toContain("Ada Lovelace");
    expect(files.get("credit-ledger.csv")).toContain(sample.members[1]);
    expect(files.get("leads.csv")).toContain(sample.lead);
    expect(files.get("audit.csv")).toContain("import.committed");
  });

  it("holds nobody's health answers: which terms, and when, but never what they answered", async () => {
    const own = await freshDatabase(kind);
    try {
      const ida = await createAccount(own.database, { email: `ida-${kind}@example.com`, name: "Ida Health" });
      const answers = Object.fromEntries(terms.questions.map((question) => [question.id, true]));
      await acceptTerms(own.database, { userId: ida.id, version: terms.version, answers });
      const files = await zipOf(own.database);
      const row = files
        .get("members.csv")
        ?.split("\r\n")
        .find((line) => line.startsWith(ida.email));
      expect(row).toContain(terms.version);
      for (const [file, text] of files) {
        for (const question of terms.questions) expect(text, file).not.toContain(question.id);
      }
    } finally {
      await own.dispose();
    }
  });

  it("writes a cell a spreadsheet would run as a formula as text", async () => {
    const leads = (await zipOf(fresh.database)).get("leads.csv") ?? "";
    expect(leads).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(leads).toContain(",'+1 call me,");
    expect(leads).not.toMatch(/,=HYPERLINK/);
  });

  it("gives a members.csv that another gym imports as it is: the same accounts, memberships and credits", async () => {
    const members = (await zipOf(fresh.database)).get("members.csv") ?? "";
    const checked = await importFile(other.database, members, { preset: null, dateOrder: "ymd" });
    expect(checked.problems).toEqual([]);
    expect(checked).toMatchObject({ created: sample.members.length, skipped: 0 });
    const written = await commitImport(other.database, checked.id, COMMAND_LINE);
    expect(written.created).toBe(sample.members.length);
    const again = (await zipOf(other.database)).get("members.csv") ?? "";
    const pick = (csv: string) =>
      csv
        .split("\r\n")
        .filter((line) => sample.members.some((email) => line.startsWith(email)))
        .map((line) => line.split(",").slice(0, 11).join(","))
        .sort();
    expect(pick(again)).toEqual(pick(members));
  });
});

/** GET /api/me/export's document (decision 0188): everything about the member, nothing about anyone else. */
describe.each(databaseKinds)("a member's own data on %s", (kind) => {
  let fresh: FreshDatabase;
  let sample: ReturnType<typeof sampleExport>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    sample = sampleExport("mindbody", gymToday(), `${kind}-own`);
    const checked = await importFile(fresh.database, sample.csv, { preset: "mindbody", dateOrder: "auto" });
    await commitImport(fresh.database, checked.id, COMMAND_LINE);
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  const idOf = async (email: string) =>
    (await fresh.database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  it("holds their account, membership, terms and the import that brought them, and no one else", async () => {
    const [ada, ben] = [sample.members[0] ?? "", sample.members[1] ?? ""];
    const data = await memberExport(fresh.database, await idOf(ada));
    expect(data.account).toMatchObject({ email: ada, name: "Ada Lovelace", role: "member" });
    expect(data.memberships).toHaveLength(1);
    expect(data.terms.length).toBeGreaterThan(0);
    expect(data.importedFromPreviousSystem).toEqual({ invitedAt: null });
    expect(JSON.stringify(data)).not.toContain(ben);
  });

  it("lists the e-mails sent to their own address, not to one that merely contains it", async () => {
    const ada = sample.members[0] ?? "";
    const mail = (address: string, subject: string) =>
      enqueueMail(fresh.database.db, {
        topic: "test",
        origin: "https://gym.example",
        to: [{ name: "A, B", address }],
        subject,
        text: subject,
        html: subject,
      });
    await mail(ada.toUpperCase(), "To Ada");
    await mail(`jo${ada}`, "To Joada");
    const data = await memberExport(fresh.database, await idOf(ada));
    expect(data.emails.map((email) => email.subject)).toEqual(["To Ada"]);
  });

  it("holds the credits left as a grant and its ledger rows", async () => {
    const data = await memberExport(fresh.database, await idOf(sample.members[1] ?? ""));
    expect(data.creditGrants).toEqual([expect.objectContaining({ credits: 4, reason: "imported" })]);
    expect(data.creditLedger).toEqual([expect.objectContaining({ kind: "grant", credits: 4 })]);
  });
});
