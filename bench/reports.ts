/**
 * `npm run bench:reports`: every report of /staff/reports (and the desk's front page, which
 * shows some of their numbers) on a gym of 5,000 members, 300 sessions a week and two
 * years of bookings (about 500,000 rows), on SQLite and on PostgreSQL (when
 * TEST_POSTGRES_URL names a role that may create databases). The gym is written straight
 * into the tables (bench/support/gym-seed.ts); then an owner opens each page and each CSV
 * over HTTP from the production server, one request at a time, at the report's default
 * dates and over the whole two years. Target (issue 23): p95 ≤ 300 ms for each report.
 * `--help` for options.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { reportPages } from "#app/features/reports/report-pages.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { type Database, type DatabaseConfig, openDatabase } from "#app/platform/data/database.server.ts";
import { seedGym } from "#bench/support/gym-seed.ts";
import { buildIfStale } from "#scripts/build/build.ts";
import { parseCli, usageError } from "#scripts/cli.ts";
import { adminQuery, withDatabase } from "#tests/support/pg-admin.ts";
import { freePort, startServer } from "#tests/support/server-process.ts";

const usage = `Usage: npm run bench:reports -- [options]

  --runs <n>       requests per page and range (default 30; p95 of 30 is the second slowest)
  --members <n>    members of the seeded gym (default 5000)
  --sessions <n>   sessions a week (default 300)
  --weeks <n>      weeks of history (default 104)
  --only <db>      sqlite or postgres (default: both; PostgreSQL needs TEST_POSTGRES_URL)
  --port <n>       the server's port (default: a free one)
  --help           this text

BENCH_SKIP_BUILD=1 reuses an existing build. Never part of npm test.`;

const options = parseCli(usage, {
  runs: { type: "string", default: "30" },
  members: { type: "string", default: "5000" },
  sessions: { type: "string", default: "300" },
  weeks: { type: "string", default: "104" },
  only: { type: "string" },
  port: { type: "string" },
});
const whole = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) usageError(usage, `--${name}: a whole number above 0, not ${value}`);
  return number;
};
const runs = whole("runs", options.runs);
const size = {
  members: whole("members", options.members),
  sessionsPerWeek: whole("sessions", options.sessions),
  weeks: whole("weeks", options.weeks),
  leadsPerWeek: 20,
};
const port = options.port ? whole("port", options.port) : undefined;
if (options.only && !["sqlite", "postgres"].includes(options.only)) usageError(usage, `--only: sqlite or postgres`);

const TARGET_P95 = 300;
const password = "bench-password-1";

console.log(
  `Reports benchmark: ${runs} requests per page and range; ${os.availableParallelism()} cores, load ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}, Node ${process.version}, ${new Date().toISOString()}`,
);
if (process.env.BENCH_SKIP_BUILD !== "1" && !buildIfStale("ignore")) throw new Error("The build failed");

const kinds = options.only ? [options.only] : ["sqlite", "postgres"];
const failures: string[] = [];
for (const kind of kinds) {
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "ironpeak-bench-reports-"));
    await benchmark("SQLite", { DATA_DIR: dataDir }, { kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") });
  } else if (!process.env.TEST_POSTGRES_URL) {
    console.log("\nPostgreSQL: skipped, TEST_POSTGRES_URL is not set (a role that may create databases).");
  } else {
    const adminUrl = process.env.TEST_POSTGRES_URL;
    const name = `ipk_bench_reports_${process.pid}`;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = withDatabase(adminUrl, name);
    try {
      await benchmark(
        "PostgreSQL",
        { DATABASE_URL: url, BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123" },
        { kind: "postgres", url, poolSize: 4 },
      );
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}
if (failures.length > 0) {
  console.log(`\nOver ${TARGET_P95} ms p95: ${failures.join("; ")}`);
  process.exitCode = 1;
}

async function benchmark(label: string, env: Record<string, string>, config: DatabaseConfig) {
  const serverPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${serverPort}`;
  const server = await startServer(
    { ...env, SITE_URL: origin, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "1000" },
    {
      port: serverPort,
    },
  );
  const database = openDatabase(config);
  try {
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "owner@bench.example", password, name: "Owner" }),
    });
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    await setRole(database, {
      email: "owner@bench.example",
      role: "owner",
      actor: COMMAND_LINE,
      demoAccounts: {},
      from: "command line",
    });
    const seeding = performance.now();
    const seeded = await seedGym(database, size);
    const seconds = (performance.now() - seeding) / 1000;
    // PostgreSQL's autovacuum vacuums and analyses a table after a bulk load like this one (index-only scans need
    // the first); done at once so the run does not race it. SQLite gets no ANALYZE: a gym's file has none unless
    // someone runs it, and the reports must not need it.
    if (database.kind === "postgres") await vacuum(database);
    console.log(
      `\n${label}: ${seeded.members} members, ${seeded.sessions} sessions, ${seeded.bookings} bookings, ` +
        `${seeded.leads} leads, ${seeded.sales} sales, ${seeded.memberships} memberships (seeded in ${seconds.toFixed(0)} s)`,
    );
    const today = gymToday();
    const twoYears = `?from=${today.subtract({ days: 729 })}&to=${today}`;
    const pages = [
      { name: "/staff (front page)", path: "/staff" },
      ...reportPages.flatMap((page) => [
        { name: `${page.title}, default dates`, path: `/staff/reports/${page.name}` },
        { name: `${page.title}, two years`, path: `/staff/reports/${page.name}${twoYears}` },
        { name: `${page.title} CSV, two years`, path: `/staff/reports/${page.name}.csv${twoYears}` },
      ]),
    ];
    for (const page of pages) {
      const latencies = await measure(`${origin}${page.path}`, cookie);
      const p50 = percentile(latencies, 0.5);
      const p95 = percentile(latencies, 0.95);
      const judged = page.path.startsWith("/staff/reports/") && !page.path.includes(".csv");
      const verdict = p95 <= TARGET_P95 ? "meets" : "MISSES";
      if (judged && p95 > TARGET_P95) failures.push(`${label} ${page.name} (${p95} ms)`);
      console.log(
        `  ${page.name.padEnd(30)} p50 ${String(p50).padStart(5)} ms  p95 ${String(p95).padStart(5)} ms  ` +
          `max ${String(Math.max(...latencies)).padStart(5)} ms${judged ? `  (${verdict} p95 ≤ ${TARGET_P95} ms)` : ""}`,
      );
    }
  } finally {
    await database.close();
    await server.stop();
  }
}

async function vacuum(database: Database) {
  await sql`VACUUM ANALYZE`.execute(database.db);
}

/** One warm-up request, then `runs` in a row: the time each takes to answer in full. */
async function measure(url: string, cookie: string): Promise<number[]> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return Math.round(performance.now() - started);
  };
  // The connection kept alive from the sign-up may have been closed by the server while the gym was seeded.
  await once().catch(() => once());
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) latencies.push(await once());
  return latencies;
}

function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
