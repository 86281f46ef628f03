import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { ConfigError, type ServerEnv } from "#app/platform/config/env.server.ts";

/**
 * The VAPID key pair that signs our web push requests. From VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set; otherwise one server generates a pair on first start and
 * keeps it in DATA_DIR (mode 600), as it does its session secret. Several servers sharing
 * a PostgreSQL database must share a pair: without the variables push is off there
 * (null), since a pair each would make every other server's subscriptions unusable.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEYS_FILE = "vapid-keys.json";

export function resolveVapidKeys(
  env: Pick<ServerEnv, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "STAFF_EMAIL" | "DATA_DIR"> & {
    DATABASE_URL?: string;
  },
): VapidKeys | null {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.STAFF_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.DATABASE_URL) return null;
  const file = path.resolve(env.DATA_DIR, KEYS_FILE);
  const stored = readKeys(file) ?? storeNewKeys(file);
  return { ...stored, subject };
}

function readKeys(file: string): Omit<VapidKeys, "subject"> | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const keys = JSON.parse(text) as Partial<Omit<VapidKeys, "subject">>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") {
    throw new ConfigError(
      `${file} does not hold a VAPID key pair. Restore it, or delete it to have a new pair generated (members then turn push on again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    );
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** Written aside and linked into place: if another process got there first, its pair stands. */
function storeNewKeys(file: string): Omit<VapidKeys, "subject"> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temporary, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readKeys(file) as Omit<VapidKeys, "subject">;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
