/**
 * `npm run backup [-- FILE]`: a consistent copy of the embedded SQLite database, made
 * with SQLite's VACUUM INTO, so it is safe while the server runs (a plain file copy of
 * a live database and its -wal file is not).
 */
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { ConfigError, parseEnv } from "#app/platform/config/env.server.ts";
import { databaseConfigFromEnv } from "#app/platform/data/database.server.ts";
import { escapeControlCharacters } from "#app/platform/security/control-characters.ts";
import { clock } from "#app/platform/time/clock.ts";

const USAGE = `Usage: npm run backup [-- FILE]

Writes a consistent copy of the SQLite database (DATA_DIR/ironpeak.sqlite) to FILE,
by default DATA_DIR/backups/ironpeak-<UTC date and time>.sqlite. Safe while the server
runs. The copy is readable by you only (mode 600); FILE must not exist yet.
Keep the copy, and DATA_DIR/auth-secret, on another machine.

Options:
  -h, --help   Show this help.

With DATABASE_URL (PostgreSQL), use pg_dump instead.
`;

class UsageError extends Error {}

function fail(message: string, code: number): never {
  process.stderr.write(`${escapeControlCharacters(message)}\n`);
  process.exit(code);
}

function parseCommandLine(): { help: boolean; file: string | undefined } {
  try {
    const { values, positionals } = parseArgs({
      options: { help: { type: "boolean", short: "h", default: false } },
      allowPositionals: true,
    });
    if (positionals.length > 1) throw new UsageError("Give at most one FILE.");
    return { help: values.help, file: positionals[0] };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function defaultTarget(dataDir: string): string {
  const stamp = clock
    .now()
    .toISOString()
    .replace(/[:.]/g, "-")
    .replace(/-\d{3}Z$/, "Z");
  const folder = path.resolve(dataDir, "backups");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return path.join(folder, `ironpeak-${stamp}.sqlite`);
}

function backUp(source: string, target: string): void {
  if (!existsSync(source)) throw new ConfigError(`No database at ${source}: nothing to back up. Is DATA_DIR right?`);
  if (existsSync(target)) throw new ConfigError(`${target} already exists; choose another name.`);
  // VACUUM INTO accepts an empty file: creating it first gives it its mode before any data is in it.
  closeSync(openSync(target, "wx", 0o600));
  const database = new DatabaseSync(source);
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    database.prepare("VACUUM INTO ?").run(target);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  } finally {
    database.close();
  }
}

try {
  const { help, file } = parseCommandLine();
  if (help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const env = parseEnv(process.env);
  const config = databaseConfigFromEnv(env);
  if (config.kind !== "sqlite") {
    fail("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deployment.md).", 1);
  }
  const target = path.resolve(file ?? defaultTarget(env.DATA_DIR));
  backUp(config.file, target);
  process.stdout.write(`Backed up ${config.file} to ${target}\n`);
} catch (error) {
  if (error instanceof UsageError) fail(`${error.message}\n\n${USAGE}`, 2);
  if (error instanceof ConfigError) fail(error.message, 1);
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`, 1);
}
