/**
 * `npm run inquiries [-- --csv] [-- --limit N]`: the contact form's inquiries, newest first,
 * from the same database the server uses (DATA_DIR's SQLite file or DATABASE_URL).
 */
import { parseArgs } from "node:util";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "../app/data/database.server.ts";
import { listInquiries } from "../app/data/inquiries.server.ts";
import { formatInquiriesCsv, formatInquiriesTable } from "../app/data/inquiries-format.ts";
import { migrate } from "../app/data/migrations.server.ts";

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
