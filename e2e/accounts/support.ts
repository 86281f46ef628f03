import { randomInt, randomUUID } from "node:crypto";
import { test as base, expect } from "#e2e/support/fixtures.ts";
import { acceptTerms } from "./terms-support.ts";

export interface TestUser {
  email: string;
  password: string;
}

/**
 * The account tests' fixtures. Each test talks from an address of its own (the e2e server
 * trusts X-Forwarded-For from loopback), so the real rate limits stay on without tests
 * sharing a budget; `signedInUser` creates an account directly through the API and leaves
 * the browser signed in as it, having accepted the gym's terms unless `termsAccepted` is off.
 */
export const test = base.extend<{
  clientAddress: string;
  newUser: TestUser;
  signedInUser: TestUser;
  /** Whether `signedInUser` has accepted the gym's terms (so may book); a spec about the terms turns it off. */
  termsAccepted: boolean;
}>({
  termsAccepted: [true, { option: true }],
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
  signedInUser: async ({ page, newUser, baseURL, termsAccepted }, use) => {
    const origin = new URL(baseURL ?? "").origin;
    const response = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin },
      data: { ...newUser, name: "Test member" },
    });
    expect(response.status()).toBe(200);
    if (termsAccepted) await acceptTerms(page.request, origin);
    await use(newUser);
  },
});

export { expect };
