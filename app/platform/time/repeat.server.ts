import { log } from "#app/platform/logging/log.server.ts";

/** Stops a repeated job; resolves once a run under way has ended, so what it uses can be closed after. */
export type StopRepeating = () => Promise<void>;

/**
 * Runs `job` every `everyMs` until stopped, off the request path. Never two runs at once: a
 * run still going when the next tick comes makes that tick skip. A failed run is logged as
 * "`what` failed: why" and the next tick tries again.
 */
export function repeatEvery(everyMs: number, what: string, job: () => Promise<unknown>): StopRepeating {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .then(() => {})
      .catch((error: unknown) => {
        log.warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
