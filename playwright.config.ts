import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { POSTGRES_SERVER_SECRET } from "#e2e/support/server-secret.ts";
import { chromiumFlags, testBrowserPath } from "#tests/support/chromium.ts";
import { shareCompileCache } from "#tests/support/compile-cache.ts";
import { standAtTestNow, testClockEnv } from "#tests/support/test-clock.ts";

/**
 * The run stands at one instant (TEST_NOW, else a fixed Wednesday morning): this process and
 * the workers (which load this file again and inherit the offset), the servers below and,
 * through the fixtures, every page's clock (tests/support/test-clock.ts).
 */
standAtTestNow();
// The workers and the servers below inherit it.
shareCompileCache();

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Every run starts on an empty database of its own. The workers load this file again:
 * the environment hands them the runner's folder, where specs read the servers' held mail,
 * and the database, where the staff fixtures write roles.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "ironpeak-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
/**
 * The specs that change what every other spec reads, the timetable's (e2e/timetable/: classes,
 * slots, closures), the article editor's (e2e/blog-editor/: the blog's list) and the site's
 * details' and pictures' (e2e/site-editor/: the announcement, hours, the gallery), get a
 * server and a database of their own, on port + 2.
 */
process.env.E2E_TIMETABLE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "ironpeak-e2e-timetable-"));
const timetableDataDir = process.env.E2E_TIMETABLE_DATA_DIR;
const timetablePort = port + 2;
/** With a PostgreSQL server to hand (CI has one), the account specs also run against a server on PostgreSQL. */
const postgresAdminUrl = process.env.TEST_POSTGRES_URL;
const postgresPort = port + 1;

/** A production server as the tests need it. */
function serverEnv(serverPort: number, serverDataDir = dataDir) {
  return {
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    DATA_DIR: serverDataDir,
    NODE_ENV: "production",
    // Each test sends its own X-Forwarded-For (e2e/accounts/support.ts), so the real
    // rate limits stay on without the tests sharing one budget.
    TRUST_PROXY: "loopback",
    ...testClockEnv(),
  };
}

/** On PostgreSQL nothing is generated: the secret and the demo account are configured. */
const postgresAccountsEnv = {
  BETTER_AUTH_SECRET: POSTGRES_SERVER_SECRET,
  DEMO_EMAIL: "demo@ironpeak.example",
  DEMO_PASSWORD: "ironpeak-demo",
  DEMO_STAFF_EMAIL: "staff@ironpeak.example",
  DEMO_STAFF_PASSWORD: "ironpeak-front-desk",
};

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["./e2e/support/summary-reporter.ts"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: testBrowserPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "phone", use: { browserName: "chromium", viewport: { width: 390, height: 844 }, hasTouch: true } },
    // The wide screen lays out every page. The flows through the signed-in pages (tagged @flow)
    // are walked at 390 px, the account flows at 1440 px on PostgreSQL too, and 1440 px checks
    // their pages' layout page by page in e2e/accounts/signed-in-pages.spec.ts: decision 0225.
    {
      name: "desktop",
      grepInvert: /@flow/,
      use: { browserName: "chromium", viewport: { width: 1440, height: 900 } },
    },
    // The account flows once more in the browser, against a server on PostgreSQL: signing
    // up, in and out, booking and deleting an account, where the browser meets better-auth's
    // own tables and cookies. Resetting a password, confirming an address, the desk's, the
    // reports' and the attendance rules' pages write through the same data layer, and
    // Vitest proves each of their requests over HTTP on both databases; another run of
    // their pages here cost CI minutes it does not have (under 25 in all; decision 0227).
    ...(postgresAdminUrl
      ? [
          {
            name: "desktop-postgres",
            testMatch: /accounts\/(sign-up|account|booking)\.spec\.ts$/,
            use: {
              browserName: "chromium" as const,
              viewport: { width: 1440, height: 900 },
              baseURL: `http://localhost:${postgresPort}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node server/index.ts",
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv(port),
        // E2E_DATABASE_URL runs the whole suite on PostgreSQL (an empty database of its own).
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL, ...postgresAccountsEnv } : {}),
      },
    },
    {
      command: "node server/index.ts",
      url: `http://localhost:${timetablePort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(timetablePort, timetableDataDir),
    },
    ...(postgresAdminUrl
      ? [
          {
            command: "node e2e/support/postgres-server.ts",
            url: `http://localhost:${postgresPort}/healthz`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: { ...serverEnv(postgresPort), ...postgresAccountsEnv, TEST_POSTGRES_URL: postgresAdminUrl },
          },
        ]
      : []),
  ],
});
