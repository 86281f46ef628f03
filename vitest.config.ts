import { defineConfig } from "vitest/config";
import { resolveSiteUrl } from "#app/platform/config/site-url.ts";
import { CLOCK_OFFSET_VARIABLE } from "#tests/support/clock-shift.ts";
import { shareCompileCache } from "#tests/support/compile-cache.ts";
import { settleTestClock } from "#tests/support/test-clock.ts";

// One instant for the whole run (TEST_NOW, else a fixed Wednesday morning): the workers move
// onto it (tests/setup/vitest.setup.ts), the servers tests start inherit it.
const clockOffset = settleTestClock(process.env);
// The workers and the servers tests start inherit it.
shareCompileCache();

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env)) },
  test: {
    environment: "node",
    env: { [CLOCK_OFFSET_VARIABLE]: String(clockOffset) },
    setupFiles: ["tests/setup/vitest.setup.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Server-process and PostgreSQL tests need more than the default 5 s on a 2-core machine.
    testTimeout: 30_000,
    // Two test files at a time even on two cores (Vitest's default there is one): most of a
    // file's time is spent waiting on a server process or a database, so two side by side
    // took the suite from 5 m 42 s to 3 m 28 s on the CI machine's two cores.
    maxWorkers: 2,
    hookTimeout: 60_000,
    // Every spy, global and environment variable a test replaces is put back after it.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
        },
      },
      // Checks of the production build (byte budgets); `npm test` builds first.
      { extends: true, test: { name: "build", include: ["tests/build/**/*.test.ts"] } },
    ],
  },
});
