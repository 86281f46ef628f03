import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, serverEnv, trustedOrigins, trustProxySetting } from "#app/platform/config/env.server.ts";
import { createApp } from "./app.ts";
import { warnIfBuiltForAnotherOrigin } from "./build-info.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const serverBuildPath = path.join(projectRoot, "build/server/index.js");
const clientDir = path.join(projectRoot, "build/client");

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

interface Closable {
  close(): Promise<void>;
}

async function main() {
  const env = serverEnv();
  warnIfBuiltForAnotherOrigin(env.SITE_URL, Boolean(process.env.SITE_URL || process.env.BETTER_AUTH_URL));
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  // The database, its migrations and the demo account live inside the server build
  // (one module instance shared with the routes); they are ready before we listen.
  const entry = build.entry.module as ServerBuild["entry"]["module"] & { prepareServer?: () => Promise<Closable> };
  const services = await entry.prepareServer?.();
  const app = createApp({
    build,
    clientDir,
    mode: env.NODE_ENV,
    trustProxy: trustProxySetting(env),
    allowedOrigins: trustedOrigins(env),
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    const shownHost = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    console.log(`Ironpeak is serving on http://${shownHost}:${env.PORT}`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use; set PORT to another one.` : error);
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
    console.log(`${signal} received: finishing in-flight requests, then stopping.`);
    stopping = true;
    for (const res of unsent) if (!res.headersSent) res.shouldKeepAlive = false;
    server.close(() => {
      void (services?.close() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // The build bundles its own copy of ConfigError, so match by name as well.
  const expected =
    error instanceof ConfigError || (error instanceof Error && /^(ConfigError|StartupError)$/.test(error.name));
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
