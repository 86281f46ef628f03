import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.server.ts";
import { type AccountsApi, accountsApi } from "#tests/support/accounts-api.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { contactAction } from "./contact.server.ts";

describe("the contact form's rate limit", () => {
  let api: AccountsApi;

  beforeEach(async () => {
    api = await accountsApi("sqlite", { CONTACT_RATE_LIMIT_MAX: "1" });
  });
  afterEach(async () => {
    await api.dispose();
  });

  async function send(address: string) {
    const response = await contactAction(
      new Request(`${TEST_ORIGIN}/contact`, {
        method: "POST",
        headers: { [CLIENT_IP_HEADER]: address, "content-type": "application/x-www-form-urlencoded" },
        body: "fullName=Ann&email=ann%40example.com&class=&comment=",
      }),
      api.services,
    );
    return response.init?.status ?? 200;
  }

  it("counts an IPv4 client once, however a dual-stack socket spells its address", async () => {
    expect(await send("::ffff:203.0.113.5")).toBe(200);
    expect(await send("203.0.113.5")).toBe(429);
  });

  it("counts each IPv6 address on its own, not each /64", async () => {
    expect(await send("2001:db8:1:2::a")).toBe(200);
    expect(await send("2001:db8:1:2::b")).toBe(200);
    expect(await send("2001:DB8:1:2:0:0:0:A")).toBe(429);
  });
});
