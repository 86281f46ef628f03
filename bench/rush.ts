/**
 * `npm run bench:rush`: booking opens for one popular class and every member wants it at
 * the same instant. `--members` members (500) are released together; each loads the
 * class's day page signed in (GET /schedule/<day>), then books it (POST /api/bookings).
 * Reported per database: the page's and the booking's p50/p99, how many got a place and
 * how many a waitlist place, and the time from the release until the class was full (the
 * answer that took its last place). On SQLite and on PostgreSQL (TEST_POSTGRES_URL or
 * --database-url: a role that may create databases). Members are written straight into
 * the database with live sessions (no password hashing), each holding a membership and
 * the gym's terms. Never part of npm test; decision 0175, docs/performance.md.
 */
import { mkdtempSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { type DatabaseConfig, openDatabase } from "#app/platform/data/database.server.ts";
import { startProductionServer } from "#bench/support/production-server.ts";
import { parseCli, usageError } from "#scripts/cli.ts";
import { type ApiMember, membersInDatabase } from "#tests/support/api-members.ts";
import { adminQuery, withDatabase } from "#tests/support/pg-admin.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

const usage = `Usage: npm run bench:rush -- [options]

  --members <n>          members released at the same instant (default 500)
  --only <db>            sqlite or postgres (default: both; PostgreSQL needs a URL)
  --database-url <url>   a PostgreSQL role that may create databases (default: TEST_POSTGRES_URL)
  --help                 this text

BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_PORT puts the server on a port of your own.
Never part of npm test.`;

const options = parseCli(usage, {
  members: { type: "string", default: "500" },
  only: { type: "string" },
  "database-url": { type: "string" },
});
const memberCount = Number(options.members);
if (!Number.isInteger(memberCount) || memberCount < 1)
  usageError(usage, `--members: a whole number above 0, not ${options.members}`);
if (options.only && !["sqlite", "postgres"].includes(options.only))
  usageError(usage, `--only: sqlite or postgres, not ${options.only}`);
const postgresUrl = options["database-url"] ?? process.env.TEST_POSTGRES_URL;

/** Members book as often as they like here: the benchmark measures the rush, not the limits. */
const unlimited = {
  BOOKING_RATE_LIMIT_MAX: "100000000",
  AUTH_RATE_LIMIT_MAX: "100000",
  DEMO_EMAIL: "",
  // The members' session cookies are signed with the tests' secret (membersInDatabase).
  BETTER_AUTH_SECRET: TEST_SECRET,
};

interface Session {
  id: string;
  className: string;
  startsAt: string;
  capacity: number;
  booked: number;
  status: string;
  bookingOpensAt: string;
}

console.log(
  `Booking rush: ${memberCount} members at once, ${os.availableParallelism()} cores, load ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}, Node ${process.version}, ${new Date().toISOString()}`,
);

for (const kind of options.only ? [options.only] : ["sqlite", "postgres"]) {
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-rush-"));
    await rush("SQLite", { DATA_DIR: dataDir }, { kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") });
  } else if (!postgresUrl) {
    console.log("\nPostgreSQL: skipped, give --database-url or TEST_POSTGRES_URL (a role that may create databases).");
  } else {
    const name = `ipk_rush_${process.pid}`;
    await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
    try {
      const url = withDatabase(postgresUrl, name);
      await rush("PostgreSQL", { DATABASE_URL: url }, { kind: "postgres", url, poolSize: 4 });
    } finally {
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}

async function rush(label: string, env: Record<string, string>, database: DatabaseConfig) {
  const server = await startProductionServer({ ...env, ...unlimited });
  process.env.BENCH_SKIP_BUILD = "1";
  try {
    const members = await writeMembers(database);
    const session = await popularClass(server.url);
    const page = `/schedule/${weekdayOf(session.startsAt)}`;
    console.log(
      `\n${label}: ${session.className} at ${session.startsAt}, ${session.capacity} places, ${members.length} members on ${page}`,
    );

    const pages: number[] = [];
    const bookings: number[] = [];
    const outcomes = new Map<string, number>();
    let fullAt = Number.NaN;
    let placesTaken = 0;
    const released = performance.now();
    await Promise.all(
      members.map(async (member) => {
        let started = performance.now();
        const view = await fetch(`${server.url}${page}`, { headers: { cookie: member.cookie } });
        await view.arrayBuffer();
        pages.push(performance.now() - started);
        if (view.status !== 200) count(outcomes, `page ${view.status}`);
        started = performance.now();
        const booking = await fetch(`${server.url}/api/bookings`, {
          method: "POST",
          headers: { cookie: member.cookie, origin: server.url, "content-type": "application/json" },
          body: JSON.stringify({ sessionId: session.id }),
        });
        const body = (await booking.json()) as { status?: string; error?: { code: string } };
        bookings.push(performance.now() - started);
        count(outcomes, booking.status === 201 ? String(body.status) : `${booking.status} ${body.error?.code ?? ""}`);
        if (body.status === "booked" && ++placesTaken === session.capacity) fullAt = performance.now() - released;
      }),
    );
    const allAnswered = performance.now() - released;
    const pageTimes = percentiles(pages);
    const bookingTimes = percentiles(bookings);
    console.log(`  day page (signed in)   p50 ${pageTimes.p50} ms  p99 ${pageTimes.p99} ms`);
    console.log(`  booking                p50 ${bookingTimes.p50} ms  p99 ${bookingTimes.p99} ms`);
    console.log(`  outcomes               ${[...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(", ")}`);
    console.log(
      `  full after             ${Number.isNaN(fullAt) ? "never (places left)" : `${Math.round(fullAt)} ms`}; every member answered after ${Math.round(allAnswered)} ms`,
    );
  } finally {
    await server.stop();
  }
}

/** The members, written into the server's database with a live session, a membership and the gym's terms. */
async function writeMembers(config: DatabaseConfig): Promise<ApiMember[]> {
  const database = openDatabase(config);
  try {
    return await membersInDatabase(database, memberCount, "rush");
  } finally {
    await database.close();
  }
}

/** The first class nobody has booked yet that can be booked now and starts more than three hours from now. */
async function popularClass(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/sessions`);
  const { sessions } = (await response.json()) as { sessions: Session[] };
  const soonest = Date.now() + 3 * 60 * 60 * 1000;
  const found = sessions.find(
    (session) =>
      session.status === "scheduled" &&
      session.booked === 0 &&
      Date.parse(session.bookingOpensAt) <= Date.now() &&
      Date.parse(session.startsAt) > soonest,
  );
  if (!found) throw new Error("no class open for booking in the coming week");
  return found;
}

/** "monday" for an ISO instant with the gym's offset, by the date it names. */
function weekdayOf(startsAt: string): string {
  const date = startsAt.slice(0, 10);
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" }).toLowerCase();
}

function count(outcomes: Map<string, number>, outcome: string) {
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
  return { p50: at(0.5), p99: at(0.99) };
}
