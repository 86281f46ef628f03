import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "#app/platform/config/env.server.ts";

const SECRET_FILE = "auth-secret";
const MIN_SECRET_LENGTH = 32;

/**
 * BETTER_AUTH_SECRET when set. Without it, the embedded setup generates one on first
 * start and keeps it in DATA_DIR (mode 600), so `npm start` needs no configuration;
 * with PostgreSQL several servers must share one secret, so we refuse to guess.
 */
export function resolveAuthSecret(env: {
  BETTER_AUTH_SECRET?: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
}): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new ConfigError(
      "BETTER_AUTH_SECRET is required with DATABASE_URL: every server sharing the database must sign sessions with the same secret. Generate one with `openssl rand -base64 48`.",
    );
  }
  const file = path.resolve(env.DATA_DIR, SECRET_FILE);
  return readStoredSecret(file) ?? storeNewSecret(file);
}

/** The stored secret, checked on every read; undefined when there is none yet. */
function readStoredSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `${file} does not hold a usable secret (${secret.length} characters, at least ${MIN_SECRET_LENGTH} needed). Restore it from a backup, or delete it to have a new one generated (which signs everyone out), or set BETTER_AUTH_SECRET.`,
    );
  }
  return secret;
}

/**
 * Writes a new secret to a temporary file, then links it into place: the file appears
 * whole or not at all, and if another process got there first (two starts at once),
 * its secret stands and is the one returned.
 */
function storeNewSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temporary, file);
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return readStoredSecret(file) as string;
    // A file system without hard links: a rename is still atomic, only not exclusive.
    if (code === "EPERM" || code === "ENOTSUP" || code === "ENOSYS") {
      renameSync(temporary, file);
      return secret;
    }
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
