import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { log } from "#app/platform/logging/log.server.ts";

/**
 * The last word on any error that escapes the app: the status it asked for (a missing
 * asset is a 404), a short plain-text answer, and never a stack trace or internals.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  // The client went away mid-response (a closed tab, a load tester stopping): nobody to answer.
  if (error?.code === "ECONNABORTED" || req.destroyed) return;
  const asked = typeof error?.status === "number" ? error.status : 500;
  const status = asked >= 400 && asked < 600 ? asked : 500;
  if (status >= 500) log.error(error);
  res
    .status(status)
    .type("text/plain")
    .send(STATUS_CODES[status] ?? "Error");
};
