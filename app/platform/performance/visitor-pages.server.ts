import { clock } from "#app/platform/time/clock.ts";
import { type PageInput, recordingPageInputs } from "./page-inputs.server.ts";

/**
 * The pages kept as templates, as a visitor who is not signed in gets them (a day's
 * schedule, /pricing), are the same for every such visitor until something they show
 * changes: the schedule or the gym's date (sharedPagesKey), what their loaders read that
 * changes by the second (the places: page-inputs.server.ts), or the clock passing an
 * instant the page depends on (booking opens). The server keeps each such page whole,
 * compressed, and serves it until its version moves (server/live-pages.ts, decision 0175);
 * this module knows the versions.
 */
interface Known {
  inputs: PageInput[];
  /** Epoch ms from which the page says something else by the clock alone. */
  until: number;
}

/** Addresses remembered (filters and weeks make many); beyond this many the oldest is forgotten. */
const MAX_KNOWN = 500;

const known = new Map<string, Known>();

const versionOf = (shared: string, versions: string[]) => `${shared}|${versions.join("|")}`;

/**
 * The version of the visitors' page at `url` (path and query) now, having read again what
 * is older than its bound allows; undefined when it has never been rendered here or the
 * clock has moved past what it shows.
 */
export function visitorPageVersion(url: string, shared: string): string | undefined | Promise<string | undefined> {
  const page = known.get(url);
  if (!page || clock.millis() >= page.until) return undefined;
  const currents = page.inputs.map((input) => input.current());
  if (currents.every((current) => typeof current === "string")) return versionOf(shared, currents as string[]);
  return Promise.all(currents).then((versions) => versionOf(shared, versions));
}

/**
 * Renders the visitors' page at `url` (`render`: the server's request handler, signed out)
 * noting what it read, and returns it with its version.
 */
export async function renderVisitorPage(
  url: string,
  shared: string,
  render: () => Promise<Response>,
): Promise<{ response: Response; version: string }> {
  const { result, inputs, until } = await recordingPageInputs(render);
  known.delete(url);
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
  known.set(url, { inputs, until });
  return {
    response: result,
    version: versionOf(
      shared,
      inputs.map((input) => input.version),
    ),
  };
}
