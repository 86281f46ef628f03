import { apiError } from "./json-api.server.ts";

/**
 * The `?version=n` a DELETE may carry: the version the client read, so a stale delete is refused
 * like a stale save (409). None means "whatever it is now"; anything but a whole number from 1
 * is answered with a 400 to send back.
 */
export function versionInQuery(request: Request): { version: number | undefined } | { refused: Response } {
  const given = new URL(request.url).searchParams.get("version");
  if (given === null) return { version: undefined };
  const version = Number(given);
  if (given.trim() !== "" && Number.isInteger(version) && version >= 1) return { version };
  return { refused: apiError(400, "INVALID_INPUT", "Give the version you read as a whole number, or none.") };
}
