import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT_READ_ONLY } from "#app/features/accounts/demo-accounts.server.ts";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { accountAction, loadAccount } from "./account.server.ts";

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

describe.each(databaseKinds)("a member's own details in /account on %s", (kind) => {
  let api: AccountsApi;
  beforeEach(async () => {
    api = await accountsApi(kind, { DEMO_EMAIL: DEMO.email, DEMO_PASSWORD: DEMO.password });
  });
  afterEach(async () => {
    await api.dispose();
  });

  const save = (cookie: string, fields: Record<string, string>) =>
    accountAction(
      new Request(`${TEST_ORIGIN}/account`, {
        method: "POST",
        headers: { cookie, origin: TEST_ORIGIN },
        body: new URLSearchParams({ intent: "update-details", ...fields }),
      }),
      api.services,
    ) as Promise<{ data: { tone: string; message: string }; init: { status?: number } | null }>;

  it("are asked for when the account has no name, saved, and read back; the demo account's stay", async () => {
    const signUp = await api.post("/sign-up/email", { email: "mia@example.com", password: "password-1", name: "mia" });
    const cookie = cookieOf(signUp);
    const page = () => loadAccount(new Request(`${TEST_ORIGIN}/account`, { headers: { cookie } }), api.services);
    expect(await page()).toMatchObject({ askName: true, details: { name: "mia", phone: null } });

    const refused = await save(cookie, { name: "Mia", phone: "not a phone", emergencyContact: "" });
    expect(refused.init?.status).toBe(400);
    const saved = await save(cookie, {
      name: "Mia Jones",
      phone: "07700 900123",
      emergencyContact: "Sam 07700 900456",
    });
    expect(saved.data).toMatchObject({ tone: "success", message: "Your details are saved." });
    expect(await page()).toMatchObject({
      askName: false,
      details: { name: "Mia Jones", phone: "07700 900123", emergencyContact: "Sam 07700 900456" },
      frontDeskRole: null,
    });

    const demo = cookieOf(await api.post("/sign-in/email", DEMO));
    const demoSave = await save(demo, { name: "Someone Else", phone: "", emergencyContact: "" });
    expect(demoSave.data.tone).toBe("error");
  });
});
