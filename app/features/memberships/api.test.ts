import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books } from "#app/content/books.ts";
import { currency, formatMoney } from "#app/content/products.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { IDEMPOTENCY_KEY_MAX_LENGTH } from "#app/platform/http/idempotency.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, book, cancel, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { productOfShape } from "./test-support.ts";

/**
 * What the gym sells and what a member holds, over HTTP against the production server
 * (docs/api.md): every status of GET /api/products, GET /api/me/entitlements and POST
 * /api/staff/sales (its Idempotency-Key included), and the printable receipt a sale leaves
 * in /account.
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
  /** The same sale with an Idempotency-Key, as a client that may retry sends it. */
  const sellKeyed = (staff: ApiMember, json: unknown, key: string) => sell(staff, json, { "idempotency-key": key });
  const entitlements = async (member: ApiMember) =>
    (await (await api(server, "/api/me/entitlements", { member })).json()) as {
      membership: unknown;
      credits: { productId: string; left: number; total: number; expiresAt: string }[];
      creditsLeft: number;
      history: { at: string; kind: string; credits: number; balanceAfter: number; description: string }[];
    };
  /** What selling to `member` has recorded: payments, audit entries, receipts. */
  const recorded = async (member: ApiMember) => {
    const { db } = fresh.database;
    const [sales, audit, receipts] = await Promise.all([
      db.selectFrom("sales").select("id").where("user_id", "=", member.id).execute(),
      db
        .selectFrom("staff_audit_log")
        .select("seq")
        .where("action", "=", "sale.recorded")
        .where("subject_id", "=", member.id)
        .execute(),
      db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "=", member.email)
        .where("topic", "=", "receipt")
        .execute(),
    ]);
    return { sales: sales.length, audit: audit.length, receipts: receipts.length };
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
      currentProducts().forSale.map((product) => ({
        id: product.id,
        price: product.price,
        priceLabel: formatMoney(product.price),
      })),
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
        invoice: {
          number: expect.stringMatching(new RegExp(`^${books.invoicePrefix}-\\d{4}-\\d{${books.numberDigits}}$`)),
        },
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
      (each) => Date.parse(each.startsAt) > clock.millis() + 3 * HOUR,
    );
    const booked = await book(server, member, session?.id ?? "");
    expect(booked.status).toBe(201);
    expect((await entitlements(member)).creditsLeft).toBe(held.creditsLeft - 1);
    expect((await cancel(server, member, ((await booked.json()) as { id: string }).id)).status).toBe(200);
    expect((await entitlements(member)).creditsLeft).toBe(held.creditsLeft);

    // The credit history says each change, newest first, with the balance after it.
    const { history } = await entitlements(member);
    expect(history.map(({ kind, credits, balanceAfter }) => [kind, credits, balanceAfter])).toEqual([
      ["return", 1, held.creditsLeft],
      ["use", -1, held.creditsLeft - 1],
      ["grant", held.creditsLeft, held.creditsLeft],
    ]);
    expect(history.map((entry) => entry.description)).toEqual([
      expect.stringMatching(/^Given back: .+, .+ \(Cancelled in time\)$/),
      expect.stringMatching(/^Booked: .+, .+$/),
      `Bought: ${pack.name}`,
    ]);

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

  it("answers a retry with the same Idempotency-Key as the first time (201, the same sale) and records nothing more", async () => {
    const member = await signUp(server, "retried");
    const pack = productOfShape("pack");
    const key = randomUUID();
    const first = await sellKeyed(desk, { memberEmail: member.email, productId: pack.id, method: "cash" }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const sold = await first.json();
    expect(await recorded(member)).toEqual({ sales: 1, audit: 1, receipts: 1 });

    // The same request (its fields in another order are the same request) after a timeout, twice.
    for (const body of [
      { memberEmail: member.email, productId: pack.id, method: "cash" },
      { method: "cash", productId: pack.id, memberEmail: member.email },
    ]) {
      const retry = await sellKeyed(desk, body, key);
      expect(retry.status).toBe(201);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(retry.headers.get("cache-control")).toBe("no-store");
      expect(await retry.json()).toEqual(sold);
    }
    expect(await recorded(member)).toEqual({ sales: 1, audit: 1, receipts: 1 });
    expect((await entitlements(member)).credits).toHaveLength(1);

    // Without a key every request is a sale of its own, as before.
    expect((await sell(desk, { memberEmail: member.email, productId: pack.id, method: "cash" })).status).toBe(201);
    expect(await recorded(member)).toEqual({ sales: 2, audit: 2, receipts: 2 });
  });

  it("refuses the same key for another request (422 IDEMPOTENCY_KEY_REUSED); another staff member's identical key is another key", async () => {
    const member = await signUp(server, "reused");
    const pack = productOfShape("pack");
    const key = randomUUID();
    const sale = { memberEmail: member.email, productId: pack.id, method: "cash" };
    expect((await sellKeyed(desk, sale, key)).status).toBe(201);
    await expectApiError(await sellKeyed(desk, { ...sale, method: "card" }, key), 422, "IDEMPOTENCY_KEY_REUSED");
    expect(await recorded(member)).toEqual({ sales: 1, audit: 1, receipts: 1 });

    const colleague = await signUpStaff(server, fresh.database, { label: "colleague" });
    const theirs = await sellKeyed(colleague, sale, key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await recorded(member)).toEqual({ sales: 2, audit: 2, receipts: 2 });
  });

  it("sells once for identical requests with one key at the same instant: every answer is that sale", async () => {
    const member = await signUp(server, "impatient");
    const sale = { memberEmail: member.email, productId: productOfShape("pack").id, method: "card" };
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => sellKeyed(desk, sale, key)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    const saleIds = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { sale: { id: string } }).sale.id)),
    );
    expect(saleIds.size).toBe(1);
    expect(await recorded(member)).toEqual({ sales: 1, audit: 1, receipts: 1 });
  });

  it("keeps no key for a refused request (nothing was sold): the key may carry the corrected request", async () => {
    const member = await signUp(server, "corrected");
    const key = randomUUID();
    const sale = { memberEmail: member.email, productId: productOfShape("pack").id, method: "cash" };
    await expectApiError(
      await sellKeyed(desk, { ...sale, memberEmail: `not-${member.email}` }, key),
      404,
      "MEMBER_NOT_FOUND",
    );
    await expectApiError(await sellKeyed(desk, { ...sale, productId: "free-lunch" }, key), 400, "UNKNOWN_PRODUCT");
    const corrected = await sellKeyed(desk, sale, key);
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get("idempotent-replayed")).toBeNull();
    expect(await recorded(member)).toEqual({ sales: 1, audit: 1, receipts: 1 });
  });

  it("refuses an Idempotency-Key that is too long or not printable (400 INVALID_IDEMPOTENCY_KEY) before anything is sold", async () => {
    const member = await signUp(server, "odd-key");
    const sale = { memberEmail: member.email, productId: productOfShape("drop-in").id, method: "cash" };
    for (const key of ["k".repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1), "two words", "tab\there"]) {
      await expectApiError(await sellKeyed(desk, sale, key), 400, "INVALID_IDEMPOTENCY_KEY");
    }
    expect(await recorded(member)).toEqual({ sales: 0, audit: 0, receipts: 0 });
    expect((await sellKeyed(desk, sale, "k".repeat(IDEMPOTENCY_KEY_MAX_LENGTH))).status).toBe(201);
  });
});
