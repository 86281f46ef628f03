/**
 * Starts the production server on an empty PostgreSQL database of its own, so the account
 * specs run in the browser on PostgreSQL as well as on SQLite (playwright.config.ts starts
 * this when TEST_POSTGRES_URL is set). The database is dropped and created again at each
 * start: a run never sees the accounts or rate-limit counters of the one before.
 */
import { adminQuery, withDatabase } from "#tests/support/pg-admin.ts";

const adminUrl = process.env.TEST_POSTGRES_URL;
if (!adminUrl) throw new Error("TEST_POSTGRES_URL is not set");

const name = `ironpeak_e2e_${process.env.PORT ?? "default"}`;
await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
process.env.DATABASE_URL = withDatabase(adminUrl, name);

await import("#server/index.ts");
