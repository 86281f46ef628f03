import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.server.ts";
import { migrate } from "./migrations.server.ts";

/** Another process writing to the same file, as `npm run staff` does while the server runs. */
function otherProcessWrites(file: string) {
  const code = `
    const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(process.argv[1]);
    db.exec("PRAGMA busy_timeout = 5000");
    console.log("ready");
    db.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('other', 0, 1)").run();
  `;
  const child = spawn(process.execPath, ["-e", code, file], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const ready = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stderr })),
  );
  return { ready, done };
}

describe("transactions on the SQLite file", () => {
  let dir: string;
  let database: Database;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ironpeak-sqlite-tx-"));
    database = openDatabase({ kind: "sqlite", file: path.join(dir, "ironpeak.sqlite") });
    await migrate(database);
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("survive another process writing between their read and their write (the other waits its turn)", async () => {
    const other = otherProcessWrites(path.join(dir, "ironpeak.sqlite"));
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom("rate_limits").selectAll().execute();
      await other.ready;
      // Time for the other process to try its write while this transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx.insertInto("rate_limits").values({ key: "mine", window_start: 0, count: 1 }).execute();
    });
    expect(await other.done).toEqual({ code: 0, stderr: "" });
    const keys = await database.db.selectFrom("rate_limits").select("key").orderBy("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["mine", "other"]);
  });
});
