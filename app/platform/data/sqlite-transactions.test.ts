import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateEmpty } from "#tests/support/migrate-empty.ts";
import { type Database, openDatabase } from "./database.server.ts";

/**
 * Another process writing to the same file, as `npm run staff` does while the server runs.
 * It first tries without waiting, so it can say that it found the file locked (`busy`),
 * then waits for its turn.
 */
function otherProcessWrites(file: string) {
  const code = `
    const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(process.argv[1]);
    const write = () => db.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('other', 0, 1)").run();
    db.exec("PRAGMA busy_timeout = 0");
    try {
      write();
    } catch (error) {
      if (!/locked|busy/i.test(error.message)) throw error;
      console.log("busy");
      db.exec("PRAGMA busy_timeout = 5000");
      write();
    }
  `;
  const child = spawn(process.execPath, ["-e", code, file], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stderr })),
  );
  /** Resolves once the other process has tried its write and found the file locked. */
  const blocked = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes("busy")) resolve();
    });
    void done.then(() => reject(new Error(`the other process never found the file locked: ${stderr}`)));
  });
  return { blocked, done };
}

describe("transactions on the SQLite file", () => {
  let dir: string;
  let database: Database;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ironpeak-sqlite-tx-"));
    database = openDatabase({ kind: "sqlite", file: path.join(dir, "ironpeak.sqlite") });
    await migrateEmpty(database);
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("survive another process writing between their read and their write (the other waits its turn)", async () => {
    const other = otherProcessWrites(path.join(dir, "ironpeak.sqlite"));
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom("rate_limits").selectAll().execute();
      // The other process has tried its write while this transaction is open, and waits.
      await other.blocked;
      await trx.insertInto("rate_limits").values({ key: "mine", window_start: 0, count: 1 }).execute();
    });
    expect(await other.done).toEqual({ code: 0, stderr: "" });
    const keys = await database.db.selectFrom("rate_limits").select("key").orderBy("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["mine", "other"]);
  });
});
