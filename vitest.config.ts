import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/vitest.setup.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Server-process and PostgreSQL tests need more than the default 5 s on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
