import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "#app/platform/config/env.server.ts";

const SECRET_FILE = "auth-secret";

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
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": if another process won the race, keep its secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}
