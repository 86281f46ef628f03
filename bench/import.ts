/**
 * `npm run bench:import`: a gym of 10,000 members moving in (issue 32, decision 0187): one
 * export with every column (name, phone, emergency contact, note, a membership or a pack's
 * credits with their dates, terms accepted) read, checked against the database (the dry
 * run), committed, then the same file checked and committed again (which changes nothing),
 * on SQLite and on PostgreSQL (when TEST_POSTGRES_URL names a role that may create
 * databases). The same functions as /staff/import, the API and `npm run import`, called
 * in-process. Target: under 30 s from the file's bytes to the last row written, on each
 * database. Prints the figures; never part of npm test. `--help` for options.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { migrateAll, schemaOnlyAuth } from "#app/features/accounts/migrate-all.server.ts";
import { checkUpload, commitImport } from "#app/features/imports/imports.server.ts";
import { ownMapping } from "#app/features/imports/presets.ts";
import { readCsv } from "#app/features/imports/read-csv.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { type DatabaseConfig, openDatabase } from "#app/platform/data/database.server.ts";
import { parseCli, usageError } from "#scripts/cli.ts";
import { adminQuery, withDatabase } from "#tests/support/pg-admin.ts";

const usage = `Usage: npm run bench:import -- [options]

  --rows <n>     members in the export (default 10000)
  --only <db>    sqlite or postgres (default: both; PostgreSQL needs TEST_POSTGRES_URL)
  --help         this text

Never part of npm test.`;

const options = parseCli(usage, { rows: { type: "string", default: "10000" }, only: { type: "string" } });
const rows = Number(options.rows);
if (!Number.isInteger(rows) || rows < 1) usageError(usage, `--rows: a whole number above 0, not ${options.rows}`);
if (options.only && !["sqlite", "postgres"].includes(options.only)) usageError(usage, "--only: sqlite or postgres");

const TARGET_MS = 30_000;

/** The export: every field, members alternating a membership and a pack's credits, dates DD/MM/YYYY. */
function exportOf(count: number): Uint8Array {
  const today = gymToday();
  const date = (offset: number) => {
    const day = today.add({ days: offset });
    return `${String(day.day).padStart(2, "0")}/${String(day.month).padStart(2, "0")}/${day.year}`;
  };
  const membership = currentProducts().memberships[0];
  const pack = currentProducts().creditProducts[0];
  if (!membership || !pack) throw new Error("the gym sells no membership or pack");
  const lines = [
    "Email,Name,Phone,Emergency contact,Note,Product,Membership started,Membership renews,Credits,Credits expire,Terms accepted",
  ];
  for (let i = 0; i < count; i++) {
    const holdsMembership = i % 2 === 0;
    lines.push(
      [
        `member-${i}@bench.example`,
        `Member Number ${i}`,
        `+44 20 7946 ${String(i % 10_000).padStart(4, "0")}`,
        `Contact ${i} +44 20 7946 0000`,
        `Moved in from the old system; row ${i}`,
        holdsMembership ? membership.name : pack.name,
        date(-400 + (i % 365)),
        holdsMembership ? date(1 + (i % 28)) : "",
        holdsMembership ? "" : String(1 + (i % 10)),
        holdsMembership ? "" : date(5 + (i % 60)),
        date(-500 + (i % 400)),
      ].join(","),
    );
  }
  return new TextEncoder().encode(`${lines.join("\r\n")}\r\n`);
}

console.log(
  `Import benchmark: ${rows.toLocaleString("en-US")} members; ${os.availableParallelism()} cores, load ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}, Node ${process.version}, ${new Date().toISOString()}`,
);
const bytes = exportOf(rows);
console.log(`The export: ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`);

const failures: string[] = [];
const kinds = options.only ? [options.only] : ["sqlite", "postgres"];
for (const kind of kinds) {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ironpeak-bench-import-"));
    try {
      await benchmark("SQLite", { kind: "sqlite", file: path.join(dir, "ironpeak.sqlite") });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else if (!process.env.TEST_POSTGRES_URL) {
    console.log("\nPostgreSQL: skipped, TEST_POSTGRES_URL is not set (a role that may create databases).");
  } else {
    const adminUrl = process.env.TEST_POSTGRES_URL;
    const name = `ipk_bench_import_${process.pid}`;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    try {
      await benchmark("PostgreSQL", { kind: "postgres", url: withDatabase(adminUrl, name), poolSize: 4 });
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}
if (failures.length > 0) {
  console.log(`\nOver ${TARGET_MS / 1000} s: ${failures.join("; ")}`);
  process.exitCode = 1;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function benchmark(label: string, config: DatabaseConfig) {
  const database = openDatabase(config);
  try {
    await migrateAll(database, schemaOnlyAuth(database, "http://127.0.0.1"));
    const round = async () => {
      const [file, readMs] = await timed(async () => readCsv(bytes));
      const settings = { preset: null, mapping: ownMapping(file.headings), dateOrder: "dmy" as const };
      const [checked, checkMs] = await timed(() =>
        checkUpload(database, { fileName: "bench.csv", file, settings, actor: COMMAND_LINE }),
      );
      const [written, commitMs] = await timed(() => commitImport(database, checked.id, COMMAND_LINE));
      return { readMs, checkMs, commitMs, totalMs: readMs + checkMs + commitMs, written };
    };
    const first = await round();
    const second = await round();
    const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
    console.log(`\n${label}`);
    for (const [name, run] of [
      ["first import", first],
      ["the same file again", second],
    ] as const) {
      const { created, updated, unchanged, leads, problems } = run.written;
      console.log(
        `  ${name.padEnd(20)} read ${ms(run.readMs)}, dry run ${ms(run.checkMs)}, commit ${ms(run.commitMs)}: ` +
          `${ms(run.totalMs)} (${created} created, ${updated} updated, ${unchanged} unchanged, ${leads} leads, ${problems.length} problems)`,
      );
      if (run.totalMs > TARGET_MS) failures.push(`${label}, ${name}: ${ms(run.totalMs)}`);
    }
    if (first.written.created !== rows || second.written.created + second.written.updated !== 0) {
      failures.push(`${label}: ${first.written.created} created first, ${second.written.updated} updated again`);
    }
  } finally {
    await database.close();
  }
}
