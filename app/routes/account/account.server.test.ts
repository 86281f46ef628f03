import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT_READ_ONLY } from "#app/features/accounts/demo-accounts.server.ts";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { accountAction } from "./account.server.ts";

const DEMO = { email: "demo@ironpeak.example", password: "ironpeak-demo" };

describe.each(databaseKinds)("/account's settings for the demo account on %s", (kind) => {
  let api: AccountsApi;
  beforeEach(async () => {
    api = await accountsApi(kind, { DEMO_EMAIL: DEMO.email, DEMO_PASSWORD: DEMO.password });
  });
  afterEach(async () => {
    await api.dispose();
  });

  it("refuses a password change and a deletion with a 403 page that says why, not a server error", async () => {
    const signedIn = await api.post("/sign-in/email", DEMO);
    const cookie = cookieOf(signedIn);
    for (const intent of ["change-password", "delete-account"]) {
      const request = new Request(`${TEST_ORIGIN}/account`, {
        method: "POST",
        headers: { cookie, origin: TEST_ORIGIN },
        body: new URLSearchParams({
          intent,
          currentPassword: DEMO.password,
          newPassword: "another-pass-1",
          password: DEMO.password,
        }),
      });
      const refusal = await accountAction(request, api.services).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(refusal, intent).toMatchObject({ init: { status: 403 }, data: DEMO_ACCOUNT_READ_ONLY.message });
    }
    // Still there, with its published password.
    expect((await api.post("/sign-in/email", DEMO)).status).toBe(200);
  });
});
