import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import { errorHandler } from "./error-handler.ts";
import { bodyLimit, clientAddress, originCheck, requestTargetLimit } from "./request-guards.ts";
import { securityHeaders } from "./security-headers.ts";
import { sessionSyncEndpoint } from "./session-sync-endpoint.ts";

interface AppOptions {
  /** The server build, or (in development) a function that loads its latest version per request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /**
   * Adds what serves files: the client build's hashed assets (and the pages kept in memory) in
   * production (server/static-files.ts), Vite's modules and hot updates in development.
   */
  serveFiles: (app: Express) => void;
  /** Adds what makes pages per request ahead of React Router (members' kept pages: server/member-pages.ts), after compression. */
  serveMade?: (app: Express) => void;
  mode: "production" | "development";
  /** Express's "trust proxy": whose X-Forwarded-For / -Proto to believe. */
  trustProxy: boolean | number | string[];
  /** Origins allowed to send state-changing requests. */
  allowedOrigins: string[];
  /** Where the session sync is served (SESSION_SYNC_ENDPOINT). */
  sessionSyncPath: string;
}

/**
 * The whole site as one Express app: guards, files, then everything React Router renders.
 * Production (server/production.ts) and development (scripts/dev.ts) both run it, so the guards,
 * headers and CSP a developer sees are the ones visitors get.
 */
export function createApp({
  build,
  serveFiles,
  serveMade,
  mode,
  trustProxy,
  allowedOrigins,
  sessionSyncPath,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders);
  app.use(requestTargetLimit);
  app.use(clientAddress);
  app.use(bodyLimit);
  app.use(originCheck(allowedOrigins));
  app.use(sessionSyncEndpoint(sessionSyncPath));
  // Static files come precompressed; compression is for what React Router renders.
  serveFiles(app);
  app.use(compression());
  serveMade?.(app);
  app.use(createRequestHandler({ build, mode }));
  app.use(errorHandler);
  return app;
}
