import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT_READ_ONLY } from "#app/features/accounts/demo-accounts.server.ts";
import { changeMemberDetails } from "#app/features/staff/member-notes.server.ts";
import { createStaffActor } from "#app/features/staff/test-support.ts";
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
    ) as Promise<{
      data: { tone: string; message: string; unsaved?: Record<string, string> };
      init: { status?: number } | null;
    }>;

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
      version: "0",
    });
    expect(saved.data).toMatchObject({ tone: "success", message: "Your details are saved." });
    expect(await page()).toMatchObject({
      askName: false,
      details: { name: "Mia Jones", phone: "07700 900123", emergencyContact: "Sam 07700 900456", version: 1 },
      frontDeskRole: null,
    });

    const demo = cookieOf(await api.post("/sign-in/email", DEMO));
    const demoSave = await save(demo, { name: "Someone Else", phone: "", emergencyContact: "", version: "0" });
    expect(demoSave.data.tone).toBe("error");
  });

  it("are refused from a form made before the front desk's change, or another window's, and nothing is lost", async () => {
    const signUp = await api.post("/sign-up/email", { email: "mia@example.com", password: "password-1", name: "Mia" });
    const cookie = cookieOf(signUp);
    const memberId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const page = async () =>
      (await loadAccount(new Request(`${TEST_ORIGIN}/account`, { headers: { cookie } }), api.services)).details;
    const { database } = api.fresh;
    const desk = await createStaffActor(database);
    const atDesk = (
      change: { name: string; phone: string; emergencyContact: string | null; note: string },
      versions: { details: number; note: number },
    ) => {
      const { note, ...details } = change;
      return changeMemberDetails(database, { memberId, details, note, versions, actor: desk });
    };

    const loaded = await page();
    await atDesk(
      { name: "Mia", phone: "07700 900123", emergencyContact: null, note: "" },
      { details: loaded.version, note: 0 },
    );
    const mine = { name: "Mia Jones", phone: "", emergencyContact: "Sam 07700 900456" };
    const refused = await save(cookie, { ...mine, version: String(loaded.version) });
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({
      form: "details",
      tone: "error",
      message:
        "The front desk changed your details while you were editing them, so nothing was saved. The form shows them as they are now, with your version below it: change what you still want and save again.",
      unsaved: mine,
    });
    expect(await page()).toEqual({ name: "Mia", phone: "07700 900123", emergencyContact: null, version: 1 });

    // Made again from the page as it is now: saved. The desk's stale form is refused in turn, naming her.
    expect((await save(cookie, { ...mine, phone: "07700 900123", version: "1" })).data.tone).toBe("success");
    await expect(atDesk({ ...mine, phone: "07700 900999", note: "" }, { details: 1, note: 0 })).rejects.toThrow(
      "Mia Jones changed their own details while you were editing them",
    );
    // The desk's note is not hers to see: its change never refuses her form.
    await atDesk({ ...mine, phone: "07700 900123", note: "Knee injury" }, { details: 2, note: 0 });
    expect((await page()).version).toBe(2);
    expect((await save(cookie, { ...mine, phone: "07700 900124", version: "2" })).data.tone).toBe("success");
    const otherWindow = await save(cookie, { ...mine, phone: "07700 900125", version: "2" });
    expect(otherWindow.data.message).toMatch(/^Your details were changed in another window while you were editing/);
    expect(await page()).toMatchObject({ phone: "07700 900124", version: 3 });
    // A form without its version (made before the page sent one) saves nothing either.
    expect((await save(cookie, { ...mine, phone: "07700 900126" })).data.unsaved).toMatchObject({
      phone: "07700 900126",
    });
    expect((await page()).phone).toBe("07700 900124");

    // Who changed her details goes with her account.
    const deletion = await accountAction(
      new Request(`${TEST_ORIGIN}/account`, {
        method: "POST",
        headers: { cookie, origin: TEST_ORIGIN },
        body: new URLSearchParams({ intent: "delete-account", password: "password-1" }),
      }),
      api.services,
    ).catch((thrown: unknown) => thrown);
    expect(deletion).toBeInstanceOf(Response);
    expect(await database.db.selectFrom("member_details_versions").select("user_id").execute()).toEqual([]);
    expect(await database.db.selectFrom("member_notes").select("user_id").execute()).toEqual([]);
  });
});
