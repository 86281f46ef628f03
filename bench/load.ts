/**
 * `npm run bench:load`: load figures of the production server on this machine.
 * - requests/s and p50/p99 latency of `/` and `/classes` at 50 connections;
 * - sign-in throughput against the bound the password hash sets (cores ÷ one hash's time);
 * - the p99 of page requests while 16 clients sign in at once (hashing must not block pages);
 * - the crowd's pages (issue 34, decision 0175): a day's schedule and /pricing, to visitors
 *   and to a signed-in member, at 10 and 50 connections, while 50 members book and cancel
 *   on that day (about 25 bookings a second), on SQLite and on PostgreSQL.
 * Each simulated client comes from its own address (through a trusted proxy header), as
 * real visitors do, so the per-address rate limits stay on.
 */
import { mkdtempSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { hashPassword } from "better-auth/crypto";
import type { DatabaseConfig } from "#app/platform/data/database.server.ts";
import { book, bookableDay, bookingStream, cpuSeconds, writeMembers } from "#bench/support/crowd.ts";
import { startProductionServer } from "#bench/support/production-server.ts";
import { parseCli, usageError } from "#scripts/cli.ts";
import { adminQuery, withDatabase } from "#tests/support/pg-admin.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

const usage = `Usage: npm run bench:load -- [options]

Load figures of a freshly built production server: page throughput, sign-in throughput,
page latency under sign-in load, and the crowd's pages while bookings stream in.
  --part <part>          shared (/, /classes, sign-in), crowd (a day's schedule, /pricing) or all (default)
  --only <db>            the crowd's pages on sqlite or postgres only (default: both, PostgreSQL with a URL)
  --database-url <url>   a PostgreSQL role that may create databases (default: TEST_POSTGRES_URL)
  --connections <list>   the crowd's connection counts (default 10,50)
  BENCH_SECONDS=n        seconds per run (default 10)
  BENCH_PORT=n           the server's port (default: a free one)`;

const options = parseCli(usage, {
  part: { type: "string", default: "all" },
  only: { type: "string" },
  "database-url": { type: "string" },
  connections: { type: "string", default: "10,50" },
});
if (!["shared", "crowd", "all"].includes(options.part))
  usageError(usage, `--part: shared, crowd or all, not ${options.part}`);
if (options.only && !["sqlite", "postgres"].includes(options.only))
  usageError(usage, `--only: sqlite or postgres, not ${options.only}`);
const connectionCounts = options.connections.split(",").map(Number);
if (connectionCounts.some((n) => !Number.isInteger(n) || n < 1))
  usageError(usage, `--connections: whole numbers above 0, comma separated, not ${options.connections}`);
const postgresUrl = options["database-url"] ?? process.env.TEST_POSTGRES_URL;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const cores = os.availableParallelism();
const password = "bench-password-1";
const memberCount = 64;
/** Targets of issue 34 at 50 connections, p99 ≤ 100 ms: 2,000 req/s to visitors, 1,000 to signed-in members. */
const crowdTargets = { visitor: 2000, member: 1000, p99: 100, connections: 50 };

console.log(
  `Load benchmark, ${seconds} s per run, ${cores} cores, load ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}, Node ${process.version}, ${new Date().toISOString()}`,
);
if (options.part !== "crowd") await sharedPages();
if (options.part !== "shared") {
  for (const kind of options.only ? [options.only] : ["sqlite", "postgres"]) {
    if (kind === "sqlite") {
      const dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-bench-"));
      await crowdPages(
        "SQLite",
        { DATA_DIR: dataDir },
        { kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") },
      );
    } else if (!postgresUrl) {
      console.log(
        "\nPostgreSQL: skipped, give --database-url or TEST_POSTGRES_URL (a role that may create databases).",
      );
    } else {
      const name = `ipk_load_${process.pid}`;
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
      try {
        const url = withDatabase(postgresUrl, name);
        await crowdPages("PostgreSQL", { DATABASE_URL: url }, { kind: "postgres", url, poolSize: 2 });
      } finally {
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  }
}

async function sharedPages() {
  const server = await startProductionServer({ TRUST_PROXY: "loopback" });
  process.env.BENCH_SKIP_BUILD = "1";
  try {
    console.log("");
    for (const path of ["/", "/classes"]) {
      const result = await run({ url: `${server.url}${path}`, connections: 50, duration: seconds });
      console.log(
        `${path.padEnd(9)} ${fmt(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (50 connections, ${result.non2xx} non-2xx)`,
      );
    }

    const hashMs = await oneHashMs();
    const bound = (cores * 1000) / hashMs;
    console.log(`\nOne password hash: ${hashMs.toFixed(1)} ms, so at most ${fmt(bound)} sign-ins/s on ${cores} cores`);

    const members = await createMembers(server.url);
    const signIns = await run(signInLoad(server.url, members, seconds));
    const ratio = (signIns.requests.average / bound) * 100;
    console.log(
      `Sign-in   ${fmt(signIns.requests.average)} req/s (${ratio.toFixed(0)} % of the bound)  p99 ${signIns.latency.p99} ms  (16 clients, ${signIns.non2xx} non-2xx)`,
    );

    const [pagesDuringSignIns] = await Promise.all([
      run({ url: `${server.url}/`, connections: 10, duration: seconds }),
      run(signInLoad(server.url, members, seconds)),
    ]);
    console.log(
      `/ while 16 clients sign in: ${fmt(pagesDuringSignIns.requests.average)} req/s  p99 ${pagesDuringSignIns.latency.p99} ms  (10 connections)`,
    );
  } finally {
    await server.stop();
  }
}

/** A day's schedule and /pricing, to a visitor and to a signed-in member, while 50 members book and cancel on that day. */
async function crowdPages(label: string, env: Record<string, string>, database: DatabaseConfig) {
  const server = await startProductionServer({
    ...env,
    BETTER_AUTH_SECRET: TEST_SECRET,
    BOOKING_RATE_LIMIT_MAX: "100000000",
    DEMO_EMAIL: "",
  });
  process.env.BENCH_SKIP_BUILD = "1";
  try {
    const members = await writeMembers(database, 51, "crowd");
    const signedIn = members.pop() as (typeof members)[number];
    const { weekday, sessions } = await bookableDay(server.url);
    // The signed-in member holds a place that day, so their page shows a booking of their own.
    await book(server.url, signedIn, sessions[0]?.id ?? "");
    console.log(`\n${label}: the crowd's pages while 50 members book and cancel on /schedule/${weekday}'s classes`);
    for (const connections of connectionCounts) {
      for (const [page, who] of [
        [`/schedule/${weekday}`, "visitor"],
        [`/schedule/${weekday}`, "member"],
        ["/pricing", "visitor"],
        ["/pricing", "member"],
      ] as const) {
        const stream = bookingStream(server.url, members, sessions);
        const cpuBefore = cpuSeconds(server.process.pid);
        const result = await run({
          url: `${server.url}${page}`,
          connections,
          duration: seconds,
          headers: who === "member" ? { cookie: signedIn.cookie } : {},
        });
        const cpu = cpuSeconds(server.process.pid) - cpuBefore;
        const { bookingsPerSecond } = await stream.stop();
        const target = crowdTargets[who];
        const judged =
          connections === crowdTargets.connections
            ? result.requests.average >= target && result.latency.p99 <= crowdTargets.p99
              ? "  meets"
              : "  MISSES"
            : "";
        console.log(
          `  ${`${page} ${who}`.padEnd(27)} ${String(connections).padStart(2)} connections  ${fmt(result.requests.average).padStart(6)} req/s  ` +
            `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  server CPU ${((cpu * 1000) / result.requests.total).toFixed(2)} ms/view ` +
            `(${result.non2xx} non-2xx, ${fmt(bookingsPerSecond)} bookings/s, their CPU included)${judged}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function oneHashMs(): Promise<number> {
  await hashPassword(password); // warm up
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    await hashPassword(password);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[5] as number;
}

/** Registers members one at a time, each from its own address. */
async function createMembers(baseUrl: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < memberCount; i++) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl, "X-Forwarded-For": address(i) },
      body: JSON.stringify({ email, password, name: "Bench Member" }),
    });
    if (!response.ok) throw new Error(`Sign-up failed with ${response.status}: ${await response.text()}`);
    emails.push(email);
  }
  return emails;
}

/** 16 clients signing in over and over, each request from a different address and member. */
function signInLoad(baseUrl: string, members: string[], duration: number): autocannon.Options {
  let counter = 0;
  return {
    url: `${baseUrl}/api/auth/sign-in/email`,
    method: "POST",
    connections: 16,
    duration,
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    requests: [
      {
        setupRequest: (request) => {
          counter++;
          return {
            ...request,
            headers: { ...request.headers, "X-Forwarded-For": address(1000 + counter) },
            body: JSON.stringify({ email: members[counter % members.length], password }),
          };
        },
      },
    ],
  };
}

/** A distinct documentation-range address (198.18.0.0/15) for each simulated client: never a real host. */
function address(n: number): string {
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

function fmt(value: number): string {
  return Math.round(value).toLocaleString("en-GB");
}
