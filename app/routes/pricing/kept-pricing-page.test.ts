import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyingCopy } from "#app/content/buying.ts";
import { type ApiMember, api, signUp } from "#tests/support/api-members.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";

/**
 * /pricing sells online to members and asks visitors to sign in first, so a member's page
 * differs from a visitor's but not from another member's: the server fills it from the one
 * kept for every member (decision 0228). The server runs with PAGE_TEMPLATES=check: every
 * filled page is also rendered in full and compared, and a difference fails the test.
 */
describe("/pricing kept for members", () => {
  let payments: PaymentsServer;

  beforeAll(async () => {
    payments = await startPaymentsServer("sqlite", { PAGE_TEMPLATES: "check" });
  });
  afterAll(async () => {
    const output = payments?.server.output() ?? "";
    await payments?.stop();
    expect(output).not.toMatch(/differs from the full rendering|rendered in full per request/);
  });

  async function view(member?: ApiMember) {
    const response = await api(payments.server, "/pricing", { member: member ?? null });
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    return {
      html,
      made: /desc="([a-z]+)"/.exec(response.headers.get("server-timing") ?? "")?.[1],
      withoutNonce: html.split(nonce).join(""),
    };
  }

  it("gives every member the same page, filled without rendering it, and a member who signed out the visitors' page", async () => {
    const visitor = await view();
    expect(visitor.html).toContain(`aria-label="${buyingCopy.signInToBuy}:`);

    const first = await signUp(payments.server, "first");
    const second = await signUp(payments.server, "second");
    await view(first);
    const firstAgain = await view(first);
    const secondOnce = await view(second);
    expect([firstAgain.made, secondOnce.made]).toEqual(["filled", "filled"]);
    expect(secondOnce.html).not.toContain(buyingCopy.signInToBuy);
    expect(secondOnce.withoutNonce).toBe(firstAgain.withoutNonce);

    expect(
      (await api(payments.server, "/api/auth/sign-out", { member: second, method: "POST", json: {} })).status,
    ).toBe(200);
    const signedOut = await view(second);
    expect(signedOut.made).not.toBe("filled");
    expect(signedOut.html).toContain(`aria-label="${buyingCopy.signInToBuy}:`);
  });
});
