/**
 * The one way tests, browser tests and benchmarks start the server: the built production
 * server (`node server/index.ts`, after checking that build/ was made from the current
 * source) or the development server (`node scripts/dev.ts`), as a child process on a free
 * port with an empty data folder of its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { clock } from "#app/platform/time/clock.ts";
import { assertFreshBuild } from "#scripts/build/freshness.ts";
import { testClockEnv } from "./test-clock.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  origin: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to finish anything. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

interface LaunchedServer {
  port: number;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** The exit, once everything the server printed has been read. */
  closed: Promise<void>;
}

export interface LaunchOptions {
  /**
   * The built production server (default), `npm run dev`'s server over the source, or the
   * production server as `npm start` runs it (npm, its prestart build check, then the server).
   */
  mode?: "production" | "development" | "npm-start";
}

const entries = { production: "server/index.ts", development: "scripts/dev.ts" };

/**
 * Spawns the server without waiting for it: 127.0.0.1, a free port and a fresh DATA_DIR
 * unless `env` says otherwise; nothing else of this process's environment leaks in but PATH.
 */
export async function launchServer(
  env: Record<string, string> = {},
  { mode = "production" }: LaunchOptions = {},
): Promise<LaunchedServer> {
  if (mode !== "development") assertFreshBuild();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "ironpeak-server-"));
  let output = "";
  const [command, args] =
    mode === "npm-start" ? ["npm", ["start"]] : [process.execPath, [path.join(projectRoot, entries[mode])]];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: mode === "development" ? "development" : "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      // A test run's servers stand at the run's instant (tests/support/test-clock.ts).
      ...testClockEnv(),
      // Most tests never ask for a shared page: each is rendered if asked for, sparing every
      // start two seconds of CPU (decision 0227). `npm start` starts as a person's does.
      ...(mode === "production" ? { WARM_PAGES: "first-visit" } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // npm and the server it starts in a process group of their own, so kill() can end both.
    detached: mode === "npm-start",
  });
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  return { port, process: child, output: () => output, exited, closed };
}

/** What the server prints once it listens (server/start-log.ts), and when its port was taken. */
const SERVING = "Ironpeak is serving on ";
const PORT_TAKEN = "is already in use";

/**
 * Starts the server and waits until it says it serves and /healthz answers (60 s for the
 * development server, whose Vite warms up first). A free port is only free until someone
 * binds it: another test's stand-in can take it between freePort() and the server's listen,
 * and would then answer /healthz in its place. So the start log, printed once the server's
 * own listen succeeded, is awaited too, and a server that found its port taken is started
 * again on another.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { port?: number } & LaunchOptions = {},
): Promise<RunningServer> {
  const portChosenByCaller = Boolean(options.port ?? env.PORT);
  for (let attempt = 1; ; attempt++) {
    const launched = await launchServer(options.port ? { ...env, PORT: String(options.port) } : env, options);
    const outcome = await untilServing(launched, options.mode === "development" ? 60_000 : 30_000);
    if (outcome === "serving") return running(launched, options);
    if (outcome === "port taken" && !portChosenByCaller && attempt < 5) continue;
    throw new Error(`server exited with ${launched.process.exitCode}:\n${launched.output()}`);
  }
}

async function untilServing(launched: LaunchedServer, timeoutMs: number): Promise<"serving" | "port taken" | "exited"> {
  const { port, process: child, output } = launched;
  const deadline = clock.millis() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await launched.closed;
      return output().includes(PORT_TAKEN) ? "port taken" : "exited";
    }
    if (output().includes(SERVING)) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return "serving";
      } catch {
        // listening, but not answering yet
      }
    }
    if (clock.millis() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function running(launched: LaunchedServer, options: LaunchOptions): RunningServer {
  const { port, process: child, output } = launched;
  return {
    origin: `http://localhost:${port}`,
    port,
    process: child,
    output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await launched.exited;
    },
    async kill() {
      // Under npm the server is npm's child, which SIGKILL to npm would leave running: end the group.
      if (options.mode === "npm-start" && child.pid) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // the group has ended already
        }
      } else if (child.exitCode === null) child.kill("SIGKILL");
      await launched.exited;
    },
  };
}

/** Runs the server to its exit (for configurations it must refuse); killed after 20 s. */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const launched = await launchServer(env);
  const timer = setTimeout(() => launched.process.kill("SIGKILL"), 20_000);
  const code = await launched.exited;
  clearTimeout(timer);
  return { code, output: launched.output() };
}

/** A JSON POST as a browser on the site would send it. */
export function postJson(server: RunningServer, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${server.port}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });
}
