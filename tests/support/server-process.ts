import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

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

/** Starts the built production server (server/index.ts) as a child process and waits until /healthz answers. */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  let output = "";
  const child = spawn(process.execPath, [path.join(projectRoot, "server/index.ts")], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    port,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Runs the server to its exit (for configurations it must refuse). */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(process.execPath, [path.join(projectRoot, "server/index.ts")], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A JSON POST as a browser on the site would send it. */
export function postJson(server: RunningServer, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${server.port}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });
}
