/**
 * `npm run inquiries [-- --csv] [-- --limit N]`: the contact form's inquiries, newest first,
 * from the same database the server uses (DATA_DIR's SQLite file or DATABASE_URL).
 */
import { parseArgs } from "node:util";
import { listInquiries } from "#app/features/contact/inquiries.server.ts";
import { formatInquiriesCsv, formatInquiriesTable } from "#app/features/contact/inquiries-format.ts";
import { ConfigError, parseEnv } from "#app/platform/config/env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";

const { values } = parseArgs({
  options: { csv: { type: "boolean", default: false }, limit: { type: "string", default: "1000" } },
});

try {
  const env = parseEnv(process.env);
  const database = openDatabase(databaseConfigFromEnv(env));
  try {
    await migrate(database);
    const inquiries = await listInquiries(database.db, Math.max(1, Number(values.limit) || 1000));
    process.stdout.write(values.csv ? formatInquiriesCsv(inquiries) : formatInquiriesTable(inquiries));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
