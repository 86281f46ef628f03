import { afterEach, describe, expect, it } from "vitest";
import { type AccountsApi, accountsApi } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { signupPageData } from "./signup-page.server.ts";

describe.each(databaseKinds)("/signup's pointer to the test account, on %s", (kind) => {
  let api: AccountsApi | undefined;
  afterEach(async () => {
    await api?.dispose();
    api = undefined;
  });

  it("is there while /login shows a test account", async () => {
    api = await accountsApi(kind, { DEMO_EMAIL: "demo@example.com", DEMO_PASSWORD: "demo-password-1" });
    expect(await signupPageData(api.services)).toEqual({ testAccountShown: true });
  });

  it("is not there when no test account is configured", async () => {
    api = await accountsApi(kind);
    expect(await signupPageData(api.services)).toEqual({ testAccountShown: false });
  });

  it("is gone once the gym has claimed the install and demo mode ended", async () => {
    api = await accountsApi(kind, { DEMO_EMAIL: "demo@example.com", DEMO_PASSWORD: "demo-password-1" });
    await api.services.database.db
      .insertInto("install_claim")
      .values({ id: 1, claimed_at: "2026-01-01T00:00:00.000Z", claimed_by: "owner@example.com" })
      .execute();
    expect(await signupPageData(api.services)).toEqual({ testAccountShown: false });
  });
});
