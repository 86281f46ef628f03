/**
 * `npm run inquiries [-- --csv] [-- --limit N]`: the contact form's inquiries, newest first,
 * from the same database the server uses (DATA_DIR's SQLite file or DATABASE_URL).
 */

import { migrateForTool } from "#app/features/accounts/migrate-all.server.ts";
import { listInquiries } from "#app/features/contact/inquiries.server.ts";
import { formatInquiriesCsv, formatInquiriesTable } from "#app/features/contact/inquiries-format.ts";
import { ConfigError, parseEnv } from "#app/platform/config/env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import { parseCli, usageError } from "#scripts/cli.ts";

const usage = `Usage: npm run inquiries [-- --csv] [-- --limit N]

The contact form's inquiries, newest first, from the server's database (DATA_DIR or DATABASE_URL).
  --csv       comma-separated values, for a spreadsheet (default: a readable table)
  --limit N   at most N inquiries (default 1000)`;

const values = parseCli(usage, {
  csv: { type: "boolean", default: false },
  limit: { type: "string", default: "1000" },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1)
  usageError(usage, `--limit must be a whole number from 1 up, not "${values.limit}".`);

try {
  const env = parseEnv(process.env);
  const database = openDatabase(databaseConfigFromEnv(env));
  try {
    await migrateForTool(database, env.SITE_URL);
    const inquiries = await listInquiries(database.db, limit);
    process.stdout.write(values.csv ? formatInquiriesCsv(inquiries) : formatInquiriesTable(inquiries));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
