import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMBEDDED_DEMO_ACCOUNT } from "#app/platform/config/env.server.ts";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { commonPasswords, isCommonPassword } from "./common-passwords.server.ts";
import { PASSWORD_TOO_COMMON, signUpFailureMessage } from "./messages.ts";

describe("the common-password list", () => {
  it("holds at least the 10,000 most common passwords, most common first", async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const password of ["123456", "password", "qwerty123", "iloveyou", "sunshine"]) {
      expect(list.has(password), password).toBe(true);
    }
  });

  it("compares without regard to letter case", async () => {
    expect(await isCommonPassword("PassWord1")).toBe(true);
    expect(await isCommonPassword("FOOTBALL")).toBe(true);
  });

  it("leaves alone the demo password and the passwords the test suites sign up with", async () => {
    const ours = [
      EMBEDDED_DEMO_ACCOUNT.password,
      "strong-password-1",
      "password-1",
      "password-2",
      "correct horse",
      "race-password",
      "right-password",
      "another-password",
      "never-in-logs-7",
      "never-in-logs-8",
      "bench-password-1",
      "taken-over-1",
    ];
    for (const password of ours) expect(await isCommonPassword(password), password).toBe(false);
  });

  it("has a message a visitor understands", () => {
    expect(signUpFailureMessage(PASSWORD_TOO_COMMON.code, 400)).toBe("This password is too common; choose another.");
  });
});

describe.each(databaseKinds)("common passwords refused on %s", (kind) => {
  let api: AccountsApi;

  beforeEach(async () => {
    api = await accountsApi(kind);
  });
  afterEach(async () => {
    await api.dispose();
  });

  async function expectTooCommon(response: Response) {
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject(PASSWORD_TOO_COMMON);
  }

  it("at sign-up", async () => {
    await expectTooCommon(
      await api.post("/sign-up/email", { email: "a@example.com", password: "Sunshine1", name: "A" }),
    );
    const accounts = await api.fresh.database.db.selectFrom("user").select("id").execute();
    expect(accounts).toHaveLength(0);
  });

  it("when a member changes their password", async () => {
    const signUp = await api.post("/sign-up/email", { email: "b@example.com", password: "password-1", name: "B" });
    await expectTooCommon(
      await api.post(
        "/change-password",
        { currentPassword: "password-1", newPassword: "QWERTY123" },
        { cookie: cookieOf(signUp) },
      ),
    );
  });

  it("when a password is reset, before the reset token is even looked at", async () => {
    await expectTooCommon(await api.post("/reset-password", { token: "not-a-token", newPassword: "iloveyou1" }));
    const strong = await api.post("/reset-password", { token: "not-a-token", newPassword: "password-2" });
    expect(strong.status).toBe(400);
    expect((await strong.json()).code).toBe("INVALID_TOKEN");
  });

  it("saying a short password is short first", async () => {
    const response = await api.post("/sign-up/email", { email: "c@example.com", password: "1234567", name: "C" });
    expect((await response.json()).code).toBe("PASSWORD_TOO_SHORT");
  });
});
