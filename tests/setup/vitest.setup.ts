import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
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

afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});
