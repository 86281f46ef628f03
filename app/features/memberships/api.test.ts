import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currency, formatMoney, products } from "#app/content/products.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { type ApiMember, api, book, cancel, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { productOfShape } from "./test-support.ts";

/**
 * What the gym sells and what a member holds, over HTTP against the production server
 * (docs/api.md): every status of GET /api/products, GET /api/me/entitlements and POST
 * /api/staff/sales, and the printable receipt a sale leaves in /account.
 */

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)("the products, entitlements and desk sales API on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let desk: ApiMember;
  let demoDesk: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    desk = await signUpStaff(server, fresh.database);
    demoDesk = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const sell = (staff: ApiMember | null, json: unknown, headers: Record<string, string> = {}) =>
    api(server, "/api/staff/sales", { member: staff, method: "POST", json, headers });
  const entitlements = async (member: ApiMember) =>
    (await (await api(server, "/api/me/entitlements", { member })).json()) as {
      membership: unknown;
      credits: { productId: string; left: number; total: number; expiresAt: string }[];
      creditsLeft: number;
    };

  it("lists every product for anyone, prices in minor units of the gym's currency (200), and takes no posts (405)", async () => {
    const response = await api(server, "/api/products");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      currency: string;
      products: { id: string; price: number; priceLabel: string }[];
    };
    expect(body.currency).toBe(currency);
    expect(body.products.map(({ id, price, priceLabel }) => ({ id, price, priceLabel }))).toEqual(
      products.map((product) => ({ id: product.id, price: product.price, priceLabel: formatMoney(product.price) })),
    );
    const limited = productOfShape("limited");
    expect(body.products.find((product) => product.id === limited.id)).toMatchObject({
      kind: "membership",
      interval: "month",
    });
    await expectApiError(await api(server, "/api/products", { method: "POST", json: {} }), 405, "METHOD_NOT_ALLOWED");
  });

  it("sells at the desk (201 with the entitlement): the member holds it, books with it, gets it back in time, has a receipt", async () => {
    const member = await signUp(server, "buyer");
    expect(await entitlements(member)).toMatchObject({ membership: null, credits: [], creditsLeft: 0 });
    const pack = productOfShape("pack");
    const response = await sell(desk, { memberEmail: member.email.toUpperCase(), productId: pack.id, method: "card" });
    expect(response.status).toBe(201);
    const sold = (await response.json()) as { sale: { id: string; amount: number }; entitlement: unknown };
    expect(sold).toEqual({
      sale: {
        id: expect.any(String),
        productId: pack.id,
        method: "card",
        amount: pack.price,
        currency,
        createdAt: expect.any(String),
      },
      entitlement: {
        kind: "credits",
        id: expect.any(String),
        productId: pack.id,
        credits: expect.any(Number),
        expiresAt: expect.any(String),
      },
    });
    const held = await entitlements(member);
    expect(held.creditsLeft).toBeGreaterThan(0);

    // The sale is in the audit log, and the receipt in the outbox.
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor", "subject_label"])
      .where("action", "=", "sale.recorded")
      .execute();
    expect(audit).toContainEqual({ action: "sale.recorded", actor: desk.email, subject_label: member.email });
    const mail = await fresh.database.db
      .selectFrom("mail_outbox")
      .select("topic")
      .where("recipient", "=", member.email)
      .execute();
    expect(mail).toContainEqual({ topic: "receipt" });

    // Booking uses a credit; cancelling in time gives it back.
    const today = gymToday();
    const listed = await api(server, `/api/sessions?from=${today}&to=${today.add({ days: 5 })}`);
    const session = ((await listed.json()) as { sessions: { id: string; startsAt: string }[] }).sessions.find(
      (each) => Date.parse(each.startsAt) > Date.now() + 3 * HOUR,
    );
    const booked = await book(server, member, session?.id ?? "");
    expect(booked.status).toBe(201);
    expect((await entitlements(member)).creditsLeft).toBe(held.creditsLeft - 1);
    expect((await cancel(server, member, ((await booked.json()) as { id: string }).id)).status).toBe(200);
    expect((await entitlements(member)).creditsLeft).toBe(held.creditsLeft);

    // The receipt: the member's own, printable; nobody else's.
    const receipt = await api(server, `/account/receipts/${sold.sale.id}`, { member });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(receipt.headers.get("cache-control")).toMatch(/no-store/);
    const html = await receipt.text();
    expect(html).toContain(pack.name);
    expect(html).toContain(formatMoney(pack.price));
    expect(html).not.toContain("<script");
    expect((await api(server, `/account/receipts/${sold.sale.id}`, { member: desk })).status).toBe(404);
    const signedOut = await fetch(`http://127.0.0.1:${server.port}/account/receipts/${sold.sale.id}`, {
      redirect: "manual",
    });
    expect([302, 303]).toContain(signedOut.status);
    expect(signedOut.headers.get("location")).toMatch(/^\/login\?next=/);
  });

  it("refuses the intro offer a second time (409 ALREADY_BOUGHT_ONCE)", async () => {
    const member = await signUp(server, "intro");
    const intro = { memberEmail: member.email, productId: productOfShape("intro").id, method: "cash" };
    expect((await sell(desk, intro)).status).toBe(201);
    await expectApiError(await sell(desk, intro), 409, "ALREADY_BOUGHT_ONCE");
  });

  it("refuses bad bodies (400), an unknown product (400) or member (404), before anything is sold", async () => {
    const member = await signUp(server, "careful");
    const productId = productOfShape("drop-in").id;
    await expectApiError(
      await sell(desk, { memberEmail: member.email, productId, method: "stripe" }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(await sell(desk, { memberEmail: member.email, productId }), 400, "INVALID_BODY");
    await expectApiError(
      await sell(desk, { memberEmail: member.email, productId, method: "cash", amount: 1 }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(
      await sell(desk, { memberEmail: member.email, productId: "free-lunch", method: "cash" }),
      400,
      "UNKNOWN_PRODUCT",
    );
    await expectApiError(
      await sell(desk, { memberEmail: "nobody@example.com", productId, method: "cash" }),
      404,
      "MEMBER_NOT_FOUND",
    );
    expect((await entitlements(member)).creditsLeft).toBe(0);
  });

  it("refuses the signed out (401), members (403 STAFF_ONLY), the demo desk (403 DEMO_READ_ONLY) and other sites (403)", async () => {
    const member = await signUp(server, "eager");
    const sale = { memberEmail: member.email, productId: productOfShape("drop-in").id, method: "cash" };
    await expectApiError(await sell(null, sale), 401, "NOT_SIGNED_IN");
    await expectApiError(await sell(member, sale), 403, "STAFF_ONLY");
    await expectApiError(await sell(demoDesk, sale), 403, "DEMO_READ_ONLY");
    await expectApiError(await sell(desk, sale, { origin: "https://elsewhere.example" }), 403, "CROSS_ORIGIN_REQUEST");
    await expectApiError(await api(server, "/api/staff/sales", { member: desk }), 405, "METHOD_NOT_ALLOWED");
    await expectApiError(await api(server, "/api/me/entitlements"), 401, "NOT_SIGNED_IN");
    expect((await entitlements(member)).creditsLeft).toBe(0);
  });
});
