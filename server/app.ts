import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { errorHandler } from "./error-handler.ts";
import { securityHeaders } from "./security-headers.ts";
import { serveStaticFiles } from "./static-files.ts";

interface AppOptions {
  build: ServerBuild;
  /** The folder of the client build: hashed assets and prerendered pages. */
  clientDir: string;
  mode: string;
}

/** The whole site as one Express app: static pages and assets first, then everything React Router renders. */
export function createApp({ build, clientDir, mode }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders);
  app.use(compression());
  serveStaticFiles(app, clientDir);
  app.use(createRequestHandler({ build, mode }));
  app.use(errorHandler);
  return app;
}
