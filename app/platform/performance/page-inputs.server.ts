import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a page kept for visitors showed besides the schedule and the gym's date (which
 * `sharedPagesKey` covers): the places left of a day's classes, say. The loader that reads
 * it names it here, so the server knows when the page it keeps has gone out of date
 * (kept-page-versions.server.ts, decision 0175).
 */
export interface PageInput {
  /** What was read: "places 2026-11-30". */
  id: string;
  /** Its version as the page read it. */
  version: string;
  /** Its version now: read again first when this server's copy is older than its bound allows. */
  current(): string | Promise<string>;
}

interface Recording {
  inputs: Map<string, PageInput>;
  /** The first instant (epoch ms) at which what the page says changes by the clock alone ("booking opens…"). */
  until: number;
}

const recording = new AsyncLocalStorage<Recording>();

/** Called by a loader as it reads something that may change by the second. Outside a recording it does nothing. */
export function pageRead(input: PageInput): void {
  const store = recording.getStore();
  if (store && !store.inputs.has(input.id)) store.inputs.set(input.id, input);
}

/** Called by a loader whose page changes at `epochMs` by the clock alone (a class starts, booking opens). */
export function pageChangesAt(epochMs: number): void {
  const store = recording.getStore();
  if (store && epochMs < store.until) store.until = epochMs;
}

/** Runs `work` (a page's rendering), noting what its loaders read. */
export async function recordingPageInputs<T>(
  work: () => Promise<T>,
): Promise<{ result: T; inputs: PageInput[]; until: number }> {
  const store: Recording = { inputs: new Map(), until: Number.POSITIVE_INFINITY };
  const result = await recording.run(store, work);
  return { result, inputs: [...store.inputs.values()], until: store.until };
}
