import { randomInt, randomUUID } from "node:crypto";
import { test as base, expect } from "#e2e/support/fixtures.ts";

export interface TestUser {
  email: string;
  password: string;
}

/**
 * The account tests' fixtures. Each test talks from an address of its own (the e2e server
 * trusts X-Forwarded-For from loopback), so the real rate limits stay on without tests
 * sharing a budget; `signedInUser` creates an account directly through the API and leaves
 * the browser signed in as it.
 */
export const test = base.extend<{ clientAddress: string; newUser: TestUser; signedInUser: TestUser }>({
  clientAddress: [
    async ({ context }, use) => {
      const address = `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;
      await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
      await use(address);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  newUser: async ({}, use) => {
    await use({ email: `member-${randomUUID().slice(0, 8)}@example.com`, password: "strong-password-1" });
  },
  signedInUser: async ({ page, newUser, baseURL }, use) => {
    const response = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin: new URL(baseURL ?? "").origin },
      data: { ...newUser, name: "Test member" },
    });
    expect(response.status()).toBe(200);
    await use(newUser);
  },
});

export { expect };
