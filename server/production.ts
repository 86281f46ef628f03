import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { serverEnv, trustedOrigins, trustProxySetting } from "#app/platform/config/env.server.ts";
import { createApp } from "./app.ts";
import { builtOrigin, originWarning } from "./build-info.ts";
import { exitOnStartupError, listenUntilStopped, prepareServices } from "./lifecycle.ts";
import { serveStaticFiles } from "./static-files.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const serverBuildPath = path.join(projectRoot, "build/server/index.js");
const clientDir = path.join(projectRoot, "build/client");

/** The production server over build/ (`npm start`), started through server/index.ts, which sets production mode first. */
async function main() {
  const env = serverEnv();
  const built = builtOrigin();
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const services = await prepareServices(build);
  const app = createApp({
    build,
    serveFiles: (app) => serveStaticFiles(app, clientDir),
    mode: "production",
    trustProxy: trustProxySetting(env),
    allowedOrigins: trustedOrigins(env),
    sessionSyncPath: env.SESSION_SYNC_ENDPOINT,
  });
  listenUntilStopped(createServer(app), env, [services], {
    pages: `prerendered for ${built ?? "an unknown origin (no build/build-info.json)"}`,
    warning: originWarning(env.SITE_URL, built, env.SITE_URL_CONFIGURED),
  });
}

await main().catch(exitOnStartupError);
