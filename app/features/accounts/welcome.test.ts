import { afterEach, describe, expect, it, vi } from "vitest";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { welcomePage } from "./welcome.server.ts";

describe.each(databaseKinds)("what a new member reads after sign-up, on %s", (kind) => {
  let api: AccountsApi;
  afterEach(async () => {
    await api.dispose();
  });

  async function signedUp(verification: "true" | "false") {
    vi.spyOn(console, "log").mockImplementation(() => {});
    api = await accountsApi(kind, { REQUIRE_EMAIL_VERIFICATION: verification });
    const signUp = await api.post("/sign-up/email", {
      email: "new@example.com",
      password: "password-1",
      name: "Nia New",
    });
    expect(signUp.status).toBe(200);
    return new Request(`${TEST_ORIGIN}/welcome`, { headers: { cookie: cookieOf(signUp) } });
  }

  it("says they are signed in and may book their first class", async () => {
    const request = await signedUp("false");
    expect(await welcomePage(request, api.services)).toEqual({
      name: "Nia New",
      email: "new@example.com",
      next: "book",
    });
  });

  it("says to check their e-mail first when the gym books only confirmed addresses", async () => {
    const request = await signedUp("true");
    expect((await welcomePage(request, api.services)).next).toBe("verify-email");
  });

  it("sends a visitor who is not signed in to sign in first", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    api = await accountsApi(kind);
    const answer = await welcomePage(new Request(`${TEST_ORIGIN}/welcome`), api.services).catch((thrown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/login?next=%2Fwelcome");
  });
});
