/**
 * `npm run bench:load`: load figures of the production server on this machine.
 * - requests/s and p50/p99 latency of `/` and `/classes` at 50 connections;
 * - sign-in throughput against the bound the password hash sets (cores ÷ one hash's time);
 * - the p99 of page requests while 16 clients sign in at once (hashing must not block pages).
 * Each simulated client comes from its own address (through a trusted proxy header), as
 * real visitors do, so the per-address rate limits stay on.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { hashPassword } from "better-auth/crypto";
import { startProductionServer } from "#bench/support/production-server.ts";
import { parseCli } from "#scripts/cli.ts";

parseCli(`Usage: npm run bench:load

Load figures of a freshly built production server: page throughput, sign-in throughput,
page latency under sign-in load.
  BENCH_SECONDS=n   seconds per run (default 10)
  BENCH_PORT=n      the server's port (default: a free one)`);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const cores = os.availableParallelism();
const password = "bench-password-1";
const memberCount = 64;

const server = await startProductionServer({ TRUST_PROXY: "loopback" });
try {
  console.log(
    `Load benchmark, ${seconds} s per run, ${cores} cores, Node ${process.version}, ${new Date().toISOString()}\n`,
  );

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
