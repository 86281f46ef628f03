import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat.server.ts";

/** A job whose runs end when the test says so, the oldest first. */
function controlledJob() {
  const runs: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const job = vi.fn(() => new Promise<void>((resolve, reject) => void runs.push({ resolve, reject })));
  return {
    job,
    finish: () => runs.shift()?.resolve(),
    fail: (error: Error) => runs.shift()?.reject(error),
  };
}

describe("a job repeated in the background", () => {
  let warnings: string[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    warnings = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs every interval, and skips a tick while the last run is still going", async () => {
    const { job, finish } = controlledJob();
    const stop = repeatEvery(1000, "The sweep", job);
    vi.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(job).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      vi.advanceTimersByTime(1000);
      expect(job).toHaveBeenCalledTimes(2);
    });
    finish();
    await stop();
  });

  it("logs a failed run with what it was and why, and tries again at the next tick", async () => {
    const { job, fail, finish } = controlledJob();
    const stop = repeatEvery(1000, "Reading the schedule", job);
    vi.advanceTimersByTime(1000);
    fail(new Error("the database is busy"));
    await vi.waitFor(() => expect(warnings).toEqual(["Reading the schedule failed: the database is busy"]));
    vi.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });

  it("stops ticking when stopped, and the stop waits for the run under way, so the database can close after it", async () => {
    const { job, finish } = controlledJob();
    const stop = repeatEvery(1000, "The sweep", job);
    vi.advanceTimersByTime(1000);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(job).toHaveBeenCalledTimes(1);
  });
});
