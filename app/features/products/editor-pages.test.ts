import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOffers } from "#app/content/offers.ts";
import { type ApiMember, api } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import type { productStaffJson } from "./product-api.server.ts";
import { sampleProductsData } from "./sample-products.ts";

/**
 * The pages of /staff/products and /staff/offers over HTTP on both databases, their forms
 * posted as a browser without scripts posts them: the lists to staff and the demo staff
 * account, a new product and a new offer saved by the owner, every post refused to staff who
 * are not the owner and to the demo staff account, and a save from a stale page refused with
 * what was typed kept.
 */
describe.each(databaseKinds)("the products and offers editors' pages, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let owner: ApiMember;
  let desk: ApiMember;
  let demo: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
    desk = await signUpStaff(server, fresh.database);
    demo = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const get = async (path: string, who: ApiMember = owner) => {
    const response = await fetch(`${server.origin}${path}`, { headers: { cookie: who.cookie }, redirect: "manual" });
    return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
  };
  const postForm = (path: string, fields: Record<string, string>, who: ApiMember = owner) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: { origin: server.origin, cookie: who.cookie },
      body: form,
      redirect: "manual",
    });
  };
  const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

  it("lists the products and the offers to staff and the demo staff account, who may not add any", async () => {
    for (const who of [desk, demo]) {
      const products = await get("/staff/products", who);
      expect(products.status).toBe(200);
      for (const product of sampleProductsData().products) expect(products.html).toContain(escaped(product.name));
      expect(products.html).toContain("Only an owner of the gym changes products");
      const offers = await get("/staff/offers", who);
      expect(offers.status).toBe(200);
      for (const offer of sampleOffers) expect(offers.html).toContain(offer.code);
    }
    expect((await get("/staff/products/no-such-product")).status).toBe(404);
    expect((await get("/staff/offers/no-such-offer")).status).toBe(404);
  });

  it("saves the owner's new product and opens it; staff and the demo staff account are refused (403)", async () => {
    const name = `Pack ${randomUUID().slice(0, 6)}`;
    const fields = {
      intent: "save-product",
      kind: "pack",
      name,
      price: "39.50",
      description: "",
      credits: "4",
      validDays: "30",
    };
    expect((await postForm("/staff/products/new", fields, desk)).status).toBe(403);
    expect((await postForm("/staff/products/new", fields, demo)).status).toBe(403);
    const saved = await postForm("/staff/products/new", fields);
    expect(saved.status).toBe(303);
    const location = saved.headers.get("location") ?? "";
    expect(location).toMatch(/^\/staff\/products\/[\w-]+\?saved=1$/);
    const { html } = await get(location);
    expect(html).toContain("Added: the pricing page, the desk and online sales show it within seconds.");
    expect(html).toContain("$39.50");
  });

  it("refuses a save from a page someone else's save made stale, with 409, keeping what was typed", async () => {
    const created = await api(server, "/api/staff/products", {
      member: owner,
      method: "POST",
      json: { kind: "pack", name: `Pack ${randomUUID().slice(0, 6)}`, price: 2000, credits: 2, validDays: 20 },
    });
    const { product } = (await created.json()) as { product: ReturnType<typeof productStaffJson> };
    await api(server, `/api/staff/products/${product.id}`, {
      member: owner,
      method: "PATCH",
      json: { version: product.version, price: 2100 },
    });
    const typed = `Typed on the stale page ${randomUUID().slice(0, 6)}`;
    const response = await postForm(`/staff/products/${product.id}`, {
      intent: "save-product",
      version: String(product.version),
      name: product.name,
      price: "19",
      description: typed,
      credits: "2",
      validDays: "20",
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Someone else saved");
    expect(html).toContain(typed);
  });

  it("refuses moving members to a new price to staff and the demo staff account (403), and says so where no one pays online (409)", async () => {
    const membership = sampleProductsData().products.find((product) => product.kind === "membership");
    const path = `/staff/products/${membership?.id}`;
    const fields = { intent: "move-subscriptions", version: "1" };
    expect((await postForm(path, fields, desk)).status).toBe(403);
    expect((await postForm(path, fields, demo)).status).toBe(403);
    const { html } = await get(`${path}?move=confirm`);
    expect(html).not.toContain("Members who pay online");
    const refused = await postForm(path, fields);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This server has no Stripe key");
  });

  it("saves the owner's new offer and refuses it to the demo staff account (403)", async () => {
    const code = `P${randomUUID().replaceAll("-", "").slice(0, 7).toUpperCase()}`;
    const fields = {
      intent: "save-offer",
      code,
      title: "Page deal",
      description: "Two off a drop-in.",
      discountKind: "amount",
      amountOff: "2",
      appliesTo: "passes",
    };
    expect((await postForm("/staff/offers/new", fields, demo)).status).toBe(403);
    expect((await postForm("/staff/offers/new", fields, desk)).status).toBe(403);
    const saved = await postForm("/staff/offers/new", fields);
    expect(saved.status).toBe(303);
    const { html } = await get(saved.headers.get("location") ?? "");
    expect(html).toContain(`Added: ${code} takes $2 off at the desk and online within seconds.`);
    const refused = await postForm("/staff/offers/new", { ...fields, amountOff: "" });
    expect(refused.status).toBe(400);
  });
});
