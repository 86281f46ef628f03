import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail, findOutboxEntry } from "#app/features/mail/outbox.server.ts";
import { inquiryToGymEmail } from "#app/features/mail/templates/inquiry-to-gym.ts";
import { openDatabase } from "#app/platform/data/database.server.ts";
import { migrateEmpty } from "#tests/support/migrate-empty.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const ESC = "\u001b";

describe("npm run mail", () => {
  let dataDir: string;
  let heldId: string;
  let failedId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-mail-cli-"));
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") });
    await migrateEmpty(database);
    const context = { origin: "https://ironpeak.example", staffEmail: "desk@ironpeak.example" };
    const inquiry = {
      id: "i-1",
      createdAt: "2026-11-20T10:15:00.000Z",
      fullName: "Mallory",
      email: "mallory@example.com",
      className: null,
      comment: `Hello ${ESC}[2J${ESC}]52;c;cm0gLXJmIH4=\u0007 there`,
    };
    heldId = (await enqueueMail(database.db, inquiryToGymEmail(inquiry, context))).id;
    failedId = (await enqueueMail(database.db, inquiryToGymEmail({ ...inquiry, fullName: "Bob" }, context))).id;
    await database.db.updateTable("mail_outbox").set({ status: "held" }).where("id", "=", heldId).execute();
    await database.db
      .updateTable("mail_outbox")
      .set({ status: "failed", attempts: 10, last_error: `451 ${ESC}[31mTry later` })
      .where("id", "=", failedId)
      .execute();
    await database.close();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(...args: string[]) {
    const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts/mail.ts"), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", ...testClockEnv(), DATA_DIR: dataDir },
      encoding: "utf8",
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it("explains itself with --help, and answers a wrong command with its usage, not a stack trace", () => {
    const help = run("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run mail -- <command>");
    for (const args of [[], ["send"], ["show"], ["list", "--limit", "x"], ["list", "--bogus"]]) {
      const wrong = run(...args);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain("Usage: npm run mail -- <command>");
      expect(wrong.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("lists the outbox newest first with each message's state, its last error escaped", () => {
    const list = run("list");
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`${failedId.slice(0, 8)}  failed`);
    expect(list.stdout).toContain(`${heldId.slice(0, 8)}  held`);
    expect(list.stdout).toContain("New inquiry: Mallory");
    expect(list.stdout).toContain("\\x1b[31mTry later");
    expect(list.stdout).not.toContain(ESC);
    expect(run("list", "--status", "held").stdout).not.toContain("failed");
  });

  it("shows one message by the start of its id, with what a visitor typed escaped", () => {
    const show = run("show", heldId.slice(0, 8));
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`ID:          ${heldId}`);
    expect(show.stdout).toContain("Subject:     New inquiry: Mallory");
    expect(show.stdout).toContain("\\x1b[2J\\x1b]52;c;cm0gLXJmIH4=\\x07 there");
    expect(show.stdout).not.toContain(ESC);
    expect(run("show", "nope").code).toBe(1);
  });

  it("retries a failed message: due now, its tries counted afresh", async () => {
    const retry = run("retry", failedId);
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain(`Message ${failedId} is due again`);
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") });
    try {
      expect((await findOutboxEntry(database.db, failedId))?.entry).toMatchObject({ status: "pending", attempts: 0 });
    } finally {
      await database.close();
    }
  });
});
