import { clock } from "#app/platform/time/clock.ts";
import { type PageInput, recordingPageInputs } from "./page-inputs.server.ts";

/**
 * The pages kept as templates (a day's schedule, /pricing) are the same for every visitor who
 * is not signed in, and for every member but their own values, until something they show
 * changes: the schedule or the gym's date (sharedPagesKey), what their loaders read that
 * changes by the second (the places: page-inputs.server.ts), or the clock passing an
 * instant the page depends on (booking opens). The server keeps each such page, whole for
 * visitors (server/live-pages.ts, decision 0175), in parts for members (member-pages.server.ts,
 * decision 0228), and serves it until its version moves; this module knows the versions,
 * by a key that names the address and who it is for ("visitor /pricing").
 */
interface Known {
  inputs: PageInput[];
  /** Epoch ms from which the page says something else by the clock alone. */
  until: number;
}

/** Pages remembered (filters and weeks make many addresses, for visitors and members); beyond this many the oldest is forgotten. */
const MAX_KNOWN = 1000;

const known = new Map<string, Known>();

const versionOf = (shared: string, versions: string[]) => `${shared}|${versions.join("|")}`;

/**
 * The version of the page kept as `key` now, having read again what is older than its
 * bound allows; undefined when it has never been rendered here or the clock has moved past
 * what it shows.
 */
export function keptPageVersion(key: string, shared: string): string | undefined | Promise<string | undefined> {
  const page = known.get(key);
  if (!page || clock.millis() >= page.until) return undefined;
  const currents = page.inputs.map((input) => input.current());
  if (currents.every((current) => typeof current === "string")) return versionOf(shared, currents as string[]);
  return Promise.all(currents).then((versions) => versionOf(shared, versions));
}

/**
 * Renders the page kept as `key` (`render`: through the server's request handler) noting
 * what it read, and returns it with its version. `readsCount` says, once it has rendered,
 * whether what it read by the second is part of the page: not when those values are in
 * the document, read anew per request (decision 0228).
 */
export async function renderKeptPage<T extends { response: Response }>(
  key: string,
  shared: string,
  render: () => Promise<T>,
  readsCount: (rendered: T) => boolean = () => true,
): Promise<T & { version: string }> {
  const recorded = await recordingPageInputs(render);
  const { result, until } = recorded;
  const inputs = readsCount(result) ? recorded.inputs : [];
  known.delete(key);
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
  known.set(key, { inputs, until });
  return {
    ...result,
    version: versionOf(
      shared,
      inputs.map((input) => input.version),
    ),
  };
}
