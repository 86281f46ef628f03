import { randomInt, randomUUID } from "node:crypto";
import path from "node:path";
import { giveTestMembership } from "#app/features/memberships/test-support.ts";
import { type Database, type DatabaseConfig, openDatabase } from "#app/platform/data/database.server.ts";
import { test as base, expect } from "#e2e/support/fixtures.ts";
import { withDatabase } from "#tests/support/pg-admin.ts";
import { acceptTerms } from "./terms-support.ts";

export interface TestUser {
  email: string;
  password: string;
}

/**
 * The database of the server a project's tests talk to (playwright.config.ts): fixtures
 * write there directly what no page may do for them (a role, the tests' membership).
 */
export function serverDatabase(projectName: string): DatabaseConfig {
  const port = Number(process.env.E2E_PORT ?? 3100);
  if (projectName === "desktop-postgres") {
    const admin = process.env.TEST_POSTGRES_URL;
    if (!admin) throw new Error("TEST_POSTGRES_URL is not set");
    return { kind: "postgres", url: withDatabase(admin, `ironpeak_e2e_${port + 1}`), poolSize: 2 };
  }
  if (process.env.E2E_DATABASE_URL) return { kind: "postgres", url: process.env.E2E_DATABASE_URL, poolSize: 2 };
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return { kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") };
}

/**
 * The account tests' fixtures. Each test talks from an address of its own (the e2e server
 * trusts X-Forwarded-For from loopback), so the real rate limits stay on without tests
 * sharing a budget; `signedInUser` creates an account directly through the API and leaves
 * the browser signed in as it, having accepted the gym's terms unless `termsAccepted` is off,
 * and holding the tests' membership (booking needs an entitlement) unless `entitled` is off.
 */
export const test = base.extend<{
  clientAddress: string;
  database: Database;
  newUser: TestUser;
  signedInUser: TestUser;
  /** Whether `signedInUser` has accepted the gym's terms (so may book); a spec about the terms turns it off. */
  termsAccepted: boolean;
  /** Whether `signedInUser` holds the tests' membership; a spec about buying turns it off. */
  entitled: boolean;
}>({
  termsAccepted: [true, { option: true }],
  entitled: [true, { option: true }],
  clientAddress: [
    async ({ context }, use) => {
      const address = `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;
      await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
      await use(address);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  database: async ({}, use, testInfo) => {
    const database = openDatabase(serverDatabase(testInfo.project.name));
    await use(database);
    await database.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  newUser: async ({}, use) => {
    await use({ email: `member-${randomUUID().slice(0, 8)}@example.com`, password: "strong-password-1" });
  },
  signedInUser: async ({ page, newUser, baseURL, termsAccepted, entitled, database }, use) => {
    const origin = new URL(baseURL ?? "").origin;
    const response = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin },
      data: { ...newUser, name: "Test member" },
    });
    expect(response.status()).toBe(200);
    if (termsAccepted) await acceptTerms(page.request, origin);
    if (entitled) await giveTestMembership(database, [((await response.json()) as { user: { id: string } }).user.id]);
    await use(newUser);
  },
});

export { expect };
