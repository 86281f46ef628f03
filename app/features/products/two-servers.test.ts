import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#app/content/products.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { signUpStaff } from "#tests/support/staff-server.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import type { productStaffJson } from "./product-api.server.ts";

/**
 * Two production servers on one PostgreSQL database, as a deployment behind a proxy runs
 * them: a price the owner changes on one is what the other lists, shows on /pricing and
 * sells at within 5 seconds.
 */
const WITHIN_MS = 5000;

/** Polls `check` until it holds; the milliseconds it took. */
async function timeUntil(check: () => Promise<boolean>, limitMs = 3 * WITHIN_MS): Promise<number> {
  const started = clock.millis();
  while (!(await check())) {
    if (clock.millis() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return clock.millis() - started;
}

describe.runIf(databaseKinds.includes("postgres"))("a price changed on one of two servers sharing PostgreSQL", () => {
  let fresh: FreshDatabase;
  let first: RunningServer;
  let second: RunningServer;
  let owner: ApiMember;
  let desk: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    const env = { ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "1000" };
    [first, second] = await Promise.all([startServer(env), startServer(env)]);
    owner = await signUpStaff(first, fresh.database, { label: "owner", role: "owner" });
    desk = await signUpStaff(second, fresh.database);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await fresh?.dispose();
  });

  const textOn = async (server: RunningServer, path: string) =>
    (await (await fetch(`${server.origin}${path}`)).text()).replaceAll("<!-- -->", "");
  const priceOn = async (server: RunningServer, id: string) =>
    (
      (await (await api(server, "/api/products")).json()) as { products: { id: string; price: number }[] }
    ).products.find((product) => product.id === id)?.price;

  it("is listed, shown on /pricing and sold at the new price by the other server within 5 seconds", async () => {
    const name = `Pack ${randomUUID().slice(0, 6)}`;
    const posted = await api(first, "/api/staff/products", {
      member: owner,
      method: "POST",
      json: { kind: "pack", name, price: 6000, credits: 6, validDays: 60 },
    });
    expect(posted.status).toBe(201);
    const { product } = (await posted.json()) as { product: ReturnType<typeof productStaffJson> };
    await timeUntil(async () => (await priceOn(second, product.id)) === 6000);

    const patched = await api(first, `/api/staff/products/${product.id}`, {
      member: owner,
      method: "PATCH",
      json: { version: product.version, price: 5400 },
    });
    expect(patched.status).toBe(200);
    const newPrice = formatMoney(5400);
    const seen = await Promise.all([
      timeUntil(async () => (await priceOn(second, product.id)) === 5400),
      timeUntil(async () => {
        const page = await textOn(second, "/pricing");
        return page.includes(name) && page.includes(newPrice);
      }),
    ]);
    for (const took of seen) expect(took).toBeLessThan(WITHIN_MS);

    const buyer = await signUp(second, "buyer");
    const sold = await api(second, "/api/staff/sales", {
      member: desk,
      method: "POST",
      json: { memberEmail: buyer.email, productId: product.id, method: "cash" },
    });
    expect(sold.status).toBe(201);
    expect(((await sold.json()) as { sale: { amount: number } }).sale.amount).toBe(5400);
  });
});
