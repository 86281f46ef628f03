import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { errorHandler } from "./error-handler.ts";
import { bodyLimit, clientAddress, originCheck, requestTargetLimit } from "./request-guards.ts";
import { securityHeaders } from "./security-headers.ts";
import { sessionSyncEndpoint } from "./session-sync-endpoint.ts";
import { serveStaticFiles } from "./static-files.ts";

interface AppOptions {
  build: ServerBuild;
  /** The folder of the client build: hashed assets and prerendered pages. */
  clientDir: string;
  mode: string;
  /** Express's "trust proxy": whose X-Forwarded-For / -Proto to believe. */
  trustProxy: boolean | number | string[];
  /** Origins allowed to send state-changing requests. */
  allowedOrigins: string[];
  /** Where the session sync is served (SESSION_SYNC_ENDPOINT). */
  sessionSyncPath: string;
}

/** The whole site as one Express app: guards, static pages and assets, then everything React Router renders. */
export function createApp({ build, clientDir, mode, trustProxy, allowedOrigins, sessionSyncPath }: AppOptions) {
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
  serveStaticFiles(app, clientDir);
  app.use(compression());
  app.use(createRequestHandler({ build, mode }));
  app.use(errorHandler);
  return app;
}
