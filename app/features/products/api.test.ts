import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#app/content/products.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import type { productStaffJson } from "./product-api.server.ts";
import { sampleProductsData } from "./sample-products.ts";

/**
 * The owner's products API (docs/api.md), over HTTP against the production server on both
 * databases: who may read and change, every refusal with its code, and that a change is
 * what GET /api/products, /pricing and the desk sell at within 5 seconds, while what a member
 * bought before keeps its price.
 */
type ProductJson = ReturnType<typeof productStaffJson>;

const WITHIN = { timeout: 5000, interval: 100 };

describe.each(databaseKinds)("the owner's products API over HTTP, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let owner: ApiMember;
  let desk: ApiMember;
  let member: ApiMember;
  let demo: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
    desk = await signUpStaff(server, fresh.database);
    member = await signUp(server, "member");
    demo = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const post = (json: unknown, who: ApiMember | null = owner) =>
    api(server, "/api/staff/products", { member: who, method: "POST", json });
  const patch = (id: string, json: unknown, who: ApiMember | null = owner) =>
    api(server, `/api/staff/products/${id}`, { member: who, method: "PATCH", json });
  const created = async (json: unknown) => {
    const response = await post(json);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { product: ProductJson }).product;
  };
  const changed = async (id: string, json: unknown) => {
    const response = await patch(id, json);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { product: ProductJson }).product;
  };
  const publicProducts = async () =>
    ((await (await api(server, "/api/products")).json()) as { products: { id: string; price: number }[] }).products;
  const pricingPage = async () => (await (await fetch(`${server.origin}/pricing`)).text()).replaceAll("<!-- -->", "");
  const uniqueName = () => `Pass ${randomUUID().slice(0, 6)}`;
  const sell = (productId: string, buyer: ApiMember) =>
    api(server, "/api/staff/sales", {
      member: desk,
      method: "POST",
      json: { memberEmail: buyer.email, productId, method: "cash" },
    });

  it("lists every product to staff and the demo staff account, the sample imported once, refusing visitors and members", async () => {
    await expectApiError(await api(server, "/api/staff/products"), 401, "NOT_SIGNED_IN");
    await expectApiError(await api(server, "/api/staff/products", { member }), 403, "STAFF_ONLY");
    for (const who of [owner, desk, demo]) {
      const response = await api(server, "/api/staff/products", { member: who });
      expect(response.status).toBe(200);
      const { products } = (await response.json()) as { products: ProductJson[] };
      expect(products.slice(0, sampleProductsData().products.length).map((product) => product.id)).toEqual(
        sampleProductsData().products.map((product) => product.id),
      );
    }
    const [first] = sampleProductsData().products;
    const one = await api(server, `/api/staff/products/${first?.id}`, { member: desk });
    expect(((await one.json()) as { product: ProductJson }).product).toMatchObject({ id: first?.id, forSale: true });
    await expectApiError(await api(server, "/api/staff/products/no-such", { member: desk }), 404, "PRODUCT_NOT_FOUND");
  });

  it("refuses changes to staff who are not the owner (403 OWNERS_ONLY) and to the demo staff account (403 DEMO_READ_ONLY)", async () => {
    const body = { kind: "pack", name: uniqueName(), price: 5000, credits: 5, validDays: 60 };
    await expectApiError(await post(body, null), 401, "NOT_SIGNED_IN");
    await expectApiError(await post(body, member), 403, "STAFF_ONLY");
    await expectApiError(await post(body, desk), 403, "OWNERS_ONLY");
    await expectApiError(await post(body, demo), 403, "DEMO_READ_ONLY");
    const [first] = sampleProductsData().products;
    await expectApiError(await patch(first?.id ?? "", { version: 1, price: 1 }, demo), 403, "DEMO_READ_ONLY");
    await expectApiError(
      await api(server, `/api/staff/products/${first?.id}`, { member: demo, method: "DELETE" }),
      403,
      "DEMO_READ_ONLY",
    );
  });

  it("refuses bad products with a clear message (400) and a change from an older version (409 STALE_VERSION)", async () => {
    await expectApiError(
      await post({ kind: "pack", name: "", price: 100, credits: 1, validDays: 1 }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(
      await post({ kind: "pack", name: uniqueName(), price: -1, credits: 1, validDays: 1 }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(await post({ kind: "pack", name: uniqueName(), price: 100 }), 400, "INVALID_INPUT");
    await expectApiError(
      await post({ kind: "membership", name: uniqueName(), price: 100, credits: 3 }),
      400,
      "INVALID_INPUT",
    );
    const product = await created({ kind: "pack", name: uniqueName(), price: 5000, credits: 5, validDays: 60 });
    await changed(product.id, { version: product.version, description: "Five classes." });
    await expectApiError(await patch(product.id, { version: product.version, price: 4000 }), 409, "STALE_VERSION");
    await expectApiError(await patch("no-such", { version: 1, price: 4000 }), 404, "PRODUCT_NOT_FOUND");
  });

  it("adds a product that is sold at once, publicly listed, audited, and on /pricing within 5 seconds", async () => {
    const name = uniqueName();
    const product = await created({
      kind: "pack",
      name,
      description: "Eight classes for the summer.",
      price: 7200,
      credits: 8,
      validDays: 90,
    });
    expect(product).toMatchObject({
      kind: "pack",
      name,
      price: 7200,
      credits: 8,
      validDays: 90,
      version: 1,
      forSale: true,
    });
    await expect.poll(async () => (await publicProducts()).map((each) => each.id), WITHIN).toContain(product.id);
    await expect.poll(pricingPage, WITHIN).toContain(name);
    const buyer = await signUp(server, "buyer");
    const sold = await sell(product.id, buyer);
    expect(sold.status).toBe(201);
    expect(((await sold.json()) as { sale: { amount: number } }).sale.amount).toBe(7200);
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor"])
      .where("subject_id", "=", product.id)
      .execute();
    expect(audit).toContainEqual({ action: "product.added", actor: owner.email });
  });

  it("sells at a new price from the change on, while the sale before keeps what it was sold at", async () => {
    const product = await created({ kind: "pack", name: uniqueName(), price: 5000, credits: 5, validDays: 60 });
    const before = await signUp(server, "before");
    const first = (await (await sell(product.id, before)).json()) as { sale: { id: string; amount: number } };
    expect(first.sale.amount).toBe(5000);
    const after = await changed(product.id, { version: product.version, price: 4500 });
    expect(after).toMatchObject({ price: 4500, version: 2, priceLabel: formatMoney(4500) });
    await expect
      .poll(async () => (await publicProducts()).find((each) => each.id === product.id)?.price, WITHIN)
      .toBe(4500);
    const later = await signUp(server, "later");
    const second = (await (await sell(product.id, later)).json()) as { sale: { amount: number } };
    expect(second.sale.amount).toBe(4500);
    const kept = await fresh.database.db
      .selectFrom("sales")
      .select("amount")
      .where("id", "=", first.sale.id)
      .executeTakeFirstOrThrow();
    expect(Number(kept.amount)).toBe(5000);
  });

  it("renews a desk membership at the membership's new price, while its first month keeps the old one", async () => {
    const membership = await created({ kind: "membership", name: uniqueName(), price: 4000, classesPerWeek: 3 });
    const holder = await signUp(server, "holder");
    const first = (await (await sell(membership.id, holder)).json()) as {
      sale: { amount: number };
      entitlement: { renewsAt: string };
    };
    expect(first.sale.amount).toBe(4000);
    await changed(membership.id, { version: membership.version, price: 4400 });
    const renewal = (await (await sell(membership.id, holder)).json()) as {
      sale: { amount: number };
      entitlement: { renewsAt: string };
    };
    expect(renewal.sale.amount).toBe(4400);
    expect(Date.parse(renewal.entitlement.renewsAt)).toBeGreaterThan(Date.parse(first.entitlement.renewsAt));
  });

  it("moves a product, keeps one most popular, retires it from sale (DELETE) and puts it back", async () => {
    const product = await created({ kind: "pack", name: uniqueName(), price: 3000, credits: 3, validDays: 30 });
    const moved = await changed(product.id, { version: product.version, position: 1, mostPopular: true });
    expect(moved).toMatchObject({ position: 1, mostPopular: true });
    const listed = (await (await api(server, "/api/staff/products", { member: owner })).json()) as {
      products: ProductJson[];
    };
    expect(listed.products[0]?.id).toBe(product.id);
    expect(listed.products.filter((each) => each.mostPopular).map((each) => each.id)).toEqual([product.id]);

    const retired = await api(server, `/api/staff/products/${product.id}?version=${moved.version}`, {
      member: owner,
      method: "DELETE",
    });
    expect(retired.status).toBe(200);
    expect(((await retired.json()) as { product: ProductJson }).product).toMatchObject({ forSale: false });
    await expect.poll(async () => (await publicProducts()).map((each) => each.id), WITHIN).not.toContain(product.id);
    const buyer = await signUp(server, "late");
    await expectApiError(await sell(product.id, buyer), 400, "UNKNOWN_PRODUCT");

    const current = (await (await api(server, `/api/staff/products/${product.id}`, { member: owner })).json()) as {
      product: ProductJson;
    };
    const back = await changed(product.id, { version: current.product.version, retired: false });
    expect(back.forSale).toBe(true);
    await expect.poll(async () => (await publicProducts()).map((each) => each.id), WITHIN).toContain(product.id);
  });
});
