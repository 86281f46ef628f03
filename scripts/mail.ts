/**
 * `npm run mail -- list|show ID|retry ID`: the e-mail outbox of the same database the
 * server uses (DATA_DIR's SQLite file or DATABASE_URL). See docs/deployment.md.
 */
import { parseArgs } from "node:util";
import { migrateForTool } from "#app/features/accounts/migrate-all.server.ts";
import { findOutboxEntry, listOutbox, retryOutboxEntry } from "#app/features/mail/outbox.server.ts";
import { formatOutboxEntry, formatOutboxList } from "#app/features/mail/outbox-format.ts";
import { ConfigError, parseEnv } from "#app/platform/config/env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import type { OutboxStatus } from "#app/platform/data/tables.ts";
import { escapeControlCharacters } from "#app/platform/security/control-characters.ts";

const USAGE = `Usage: npm run mail -- <command>

Commands:
  list [--status S] [--limit N]   the newest messages (S: pending, sending, sent, held, failed)
  show ID                         one message: its state, last error and text
  retry ID                        send a failed or held message again, with its tries counted afresh

ID may be the first characters of a message's ID, as \`list\` shows it.
Reads the same DATA_DIR / DATABASE_URL as the server.
`;

const STATUSES: OutboxStatus[] = ["pending", "sending", "sent", "held", "failed"];

function usageError(message: string): never {
  process.stderr.write(`${escapeControlCharacters(message)}\n\n${USAGE}`);
  process.exit(2);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h", default: false },
      status: { type: "string" },
      limit: { type: "string", default: "50" },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}

const { values, positionals } = parsed;
const [command, id, ...extra] = positionals;
if (values.help || command === "help") {
  process.stdout.write(USAGE);
  process.exit(0);
}
if (!command) usageError("Which command?");
if (!["list", "show", "retry"].includes(command)) usageError(`Unknown command: ${command}`);
if (command !== "list" && !id) usageError(`\`${command}\` needs the message's ID.`);
if (extra.length > 0 || (command === "list" && id))
  usageError(`Unexpected argument: ${[id, ...extra].filter(Boolean).join(" ")}`);
const status = values.status as OutboxStatus | undefined;
if (status && !STATUSES.includes(status)) usageError(`Unknown status: ${status}`);
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) usageError("--limit must be a whole number above 0");

try {
  const env = parseEnv(process.env);
  const database = openDatabase(databaseConfigFromEnv(env));
  try {
    await migrateForTool(database, env.SITE_URL);
    const { db } = database;
    if (command === "list") {
      process.stdout.write(formatOutboxList(await listOutbox(db, { status, limit })));
    } else {
      const found = await findOutboxEntry(db, id ?? "");
      if (!found) {
        process.stderr.write(`No message with ID ${escapeControlCharacters(id ?? "")} (or more than one starts so).\n`);
        process.exitCode = 1;
      } else if (command === "show") {
        process.stdout.write(formatOutboxEntry(found.entry, found.payload));
      } else {
        const retried = await retryOutboxEntry(db, found.entry.id);
        if (!retried) {
          process.stderr.write(
            `Message ${found.entry.id} is ${found.entry.status}: only failed, held or waiting messages can be retried.\n`,
          );
          process.exitCode = 1;
        } else {
          process.stdout.write(
            `Message ${retried.id} is due again. A running server sends it within seconds${env.SMTP_URL ? "" : " (without SMTP_URL it is kept as held again)"}.\n`,
          );
        }
      }
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
