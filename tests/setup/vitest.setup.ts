import { afterEach, beforeEach, vi } from "vitest";
import { standAtTestNow } from "#tests/support/test-clock.ts";

// Every test stands at the run's instant, never at the real today (tests/support/test-clock.ts).
standAtTestNow();

// A test that makes React or our code print an error fails, instead of passing with a warning nobody reads.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

// The DOM's matchers and cleanup, for the component tests that run in a DOM: loaded only there,
// since React's DOM and Testing Library cost every other file (most of them server code) time
// for nothing, twenty times over in the date matrix.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
