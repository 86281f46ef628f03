/**
 * `npm run dev`: the production app (server/app.ts, with its request guards, security
 * headers and CSP) with Vite as its file server, so what is tried in development is what
 * runs in production. Each request renders with the latest server build from Vite's SSR
 * runner (edits apply without a restart); hot updates share this server's port, so the
 * page's CSP (connect-src 'self') already allows them. Decision 0004.
 */
import { createServer } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";
import { serverEnv, trustedOrigins, trustProxySetting } from "#app/platform/config/env.server.ts";
import { parseCli } from "#scripts/cli.ts";
import { createApp } from "#server/app.ts";
import { exitOnStartupError, listenUntilStopped, prepareServices } from "#server/lifecycle.ts";

parseCli(`Usage: npm run dev   the site with hot reloading on http://localhost:5173 (PORT to change)`);

const projectRoot = path.resolve(import.meta.dirname, "..");

async function main() {
  // Its own port by default, so it can run beside `npm start`; SITE_URL follows it.
  process.env.PORT ??= "5173";
  const env = serverEnv();
  const httpServer = createServer();
  const vite = await createViteServer({
    root: projectRoot,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules here.");
  const loadBuild = () => ssr.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>;

  const services = await prepareServices(await loadBuild());
  const app = createApp({
    build: loadBuild,
    serveFiles: (app) => app.use(vite.middlewares),
    mode: "development",
    trustProxy: trustProxySetting(env),
    allowedOrigins: trustedOrigins(env),
    sessionSyncPath: env.SESSION_SYNC_ENDPOINT,
  });
  httpServer.on("request", app);
  listenUntilStopped(httpServer, env, [services, vite], { pages: "rendered from the source by Vite (development)" });
}

await main().catch(exitOnStartupError);
