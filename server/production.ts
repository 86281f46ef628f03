import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  paymentFormTargets,
  publicOrigin,
  serverEnv,
  trustedOrigins,
  trustProxySetting,
} from "#app/platform/config/env.server.ts";
import { visitorKeptPaths } from "#app/platform/seo/public-paths.ts";
import { createApp } from "./app.ts";
import {
  exitOnStartupError,
  listenUntilStopped,
  memberPagesOf,
  prepareServices,
  sharedPagesKey,
  sharedPaths,
  visitorPagesOf,
} from "./lifecycle.ts";
import { serveLivePages } from "./live-pages.ts";
import { serveMemberPages } from "./member-pages.ts";
import { servePageCache } from "./page-cache.ts";
import { serveStaticFiles } from "./static-files.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const serverBuildPath = path.join(projectRoot, "build/server/index.js");
const clientDir = path.join(projectRoot, "build/client");

/** The production server over build/ (`npm start`), started through server/index.ts, which sets production mode first. */
async function main() {
  const env = serverEnv();
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const services = await prepareServices(build);
  const render = createRequestHandler(build, "production");
  const origin = publicOrigin(env);
  let pages: ReturnType<typeof servePageCache> | undefined;
  const app = createApp({
    build,
    serveFiles: (app) => {
      serveStaticFiles(app, clientDir);
      pages = servePageCache(app, {
        paths: sharedPaths(build),
        key: sharedPagesKey(build),
        render: (pathname) => render(new Request(new URL(pathname, origin))),
      });
      if (env.PAGE_TEMPLATES !== "off")
        serveLivePages(app, {
          paths: visitorKeptPaths,
          pages: visitorPagesOf(build),
          render: (url) => render(new Request(new URL(url, origin))),
          formTargets: paymentFormTargets(env),
        });
    },
    serveMade: (app) => {
      if (env.PAGE_TEMPLATES !== "off")
        serveMemberPages(app, { paths: visitorKeptPaths, pages: memberPagesOf(build), render, origin });
    },
    mode: "production",
    trustProxy: trustProxySetting(env),
    allowedOrigins: trustedOrigins(env),
    sessionSyncPath: env.SESSION_SYNC_ENDPOINT,
  });
  // The pages every visitor gets alike are ready before the first visitor, as built pages were,
  // unless the server is asked to render each at its first visit (WARM_PAGES, decision 0227).
  const warming = performance.now();
  if (env.WARM_PAGES === "start") await pages?.warm();
  const warmed = Math.round(performance.now() - warming);
  const shared = env.WARM_PAGES === "start" ? `ready in ${warmed} ms` : "rendered at their first visit";
  // Every page is rendered here, so every page names this server's SITE_URL (decision 0071).
  listenUntilStopped(createServer(app), env, [services], {
    pages: `rendered here for ${origin}; the shared ones ${shared}, kept until the schedule or the blog changes`,
  });
}

await main().catch(exitOnStartupError);
