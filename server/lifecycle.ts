import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import { ConfigError, type ServerEnv } from "#app/platform/config/env.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import type { VisitorPages } from "./live-pages.ts";
import type { MemberPages } from "./member-pages.ts";
import { startLog } from "./start-log.ts";

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface Closable {
  close(): Promise<void>;
}

/**
 * The database, its migrations and the demo account live inside the server build (one
 * module instance shared with the routes, app/entry.server.tsx): ready before we listen.
 */
export async function prepareServices(build: ServerBuild): Promise<Closable | undefined> {
  const entry = build.entry.module as ServerBuild["entry"]["module"] & { prepareServer?: () => Promise<Closable> };
  return entry.prepareServer?.();
}

/**
 * What the pages every visitor gets alike show besides the build (the schedule's version,
 * the gym's date), from the server build (app/entry.server.tsx): their cache key.
 */
export function sharedPagesKey(build: ServerBuild): () => string {
  const entry = build.entry.module as ServerBuild["entry"]["module"] & { sharedPagesKey?: () => string };
  const key = entry.sharedPagesKey;
  if (!key) throw new Error("The server build does not export sharedPagesKey: build again");
  return key;
}

/** The pages every visitor gets alike, from the server build (app/entry.server.tsx): the live articles' change at run time. */
export function sharedPaths(build: ServerBuild): () => readonly string[] {
  const entry = build.entry.module as ServerBuild["entry"]["module"] & { sharedPaths?: () => readonly string[] };
  const paths = entry.sharedPaths;
  if (!paths) throw new Error("The server build does not export sharedPaths: build again");
  return paths;
}

/** The visitors' kept pages of the server build (app/entry.server.tsx, decision 0175). */
/** What app/entry.server.tsx exports for the server beside React Router's handler. */
interface EntryExports {
  visitorPages: VisitorPages;
  memberPages: MemberPages;
}

function entryExport<K extends keyof EntryExports>(build: ServerBuild, name: K): EntryExports[K] {
  const entry = build.entry.module as ServerBuild["entry"]["module"] & Partial<EntryExports>;
  const found = entry[name];
  if (!found) throw new Error(`The server build does not export ${name}: build again`);
  return found as EntryExports[K];
}

export const visitorPagesOf = (build: ServerBuild): VisitorPages => entryExport(build, "visitorPages");
export const memberPagesOf = (build: ServerBuild): MemberPages => entryExport(build, "memberPages");

/**
 * Listens on HOST:PORT until SIGTERM or SIGINT, then stops accepting, lets the requests in
 * flight finish (up to SHUTDOWN_GRACE_MS) and closes `resources` before exiting. Once it
 * listens it prints its start log (server/start-log.ts): `about.pages` says what it serves.
 */
export function listenUntilStopped(
  server: Server,
  env: ServerEnv,
  resources: (Closable | undefined)[],
  about: { pages: string },
): void {
  server.listen(env.PORT, env.HOST, () => {
    console.log(startLog(env, about.pages).join("\n"));
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    log.error(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use; set PORT to another one.` : error);
    process.exit(1);
  });

  // Responses still to be sent when the server stops close their connection, so a
  // keep-alive client does not hold the exit back until its idle timeout.
  const unsent = new Set<ServerResponse>();
  let stopping = false;
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false;
    unsent.add(res);
    res.once("close", () => unsent.delete(res));
  });

  const shutdown = (signal: string) => {
    // One stop: under `npm start` a Ctrl-C reaches the server twice (from the terminal, and
    // passed on by npm), and a second signal with no listener would end it mid-way.
    if (stopping) return;
    console.log(`${signal} received: finishing in-flight requests, then stopping.`);
    stopping = true;
    for (const res of unsent) if (!res.headersSent) res.shouldKeepAlive = false;
    server.close(() => {
      void Promise.allSettled(resources.map((resource) => resource?.close())).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** A configuration the operator can fix is a message; anything else, the error itself. Then exit 1. */
export function exitOnStartupError(error: unknown): never {
  // The build bundles its own copy of ConfigError, so match by name as well.
  const expected =
    error instanceof ConfigError || (error instanceof Error && /^(ConfigError|StartupError)$/.test(error.name));
  // A ConfigError lists one bad variable per line: those lines are ours, not a visitor's.
  if (expected) console.error((error as Error).message);
  else log.error(error);
  process.exit(1);
}
