import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOffers } from "#app/content/offers.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import type { offerStaffJson } from "./offer-api.server.ts";
import { offerHref } from "./promotion.server.ts";

/**
 * Offers (decision 0212) over HTTP against the production server on both databases: the
 * owner's API of promo codes, a code given at the desk (its discount on the sale and on its
 * invoice, its limits of uses, once per member and dates), and the banners of the home page
 * and the blog, which promote a live offer or are not shown.
 */
type OfferJson = ReturnType<typeof offerStaffJson>;

const WITHIN = { timeout: 5000, interval: 100 };

describe.each(databaseKinds)("offers over HTTP, on %s", (kind) => {
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

  const post = (json: unknown, who: ApiMember = owner) =>
    api(server, "/api/staff/offers", { member: who, method: "POST", json });
  const created = async (json: unknown) => {
    const response = await post(json);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { offer: OfferJson }).offer;
  };
  const uniqueCode = () => `T${randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase()}`;
  const sell = (buyer: ApiMember, productId: string, offerCode?: string) =>
    api(server, "/api/staff/sales", {
      member: desk,
      method: "POST",
      json: { memberEmail: buyer.email, productId, method: "cash", ...(offerCode ? { offerCode } : {}) },
    });
  const page = async (path: string) =>
    (await (await fetch(`${server.origin}${path}`)).text()).replaceAll("<!-- -->", "");

  it("lists the sample offers to staff and the demo staff account; only the owner adds, changes and retires", async () => {
    const listed = await api(server, "/api/staff/offers", { member: demo });
    expect(listed.status).toBe(200);
    const { offers } = (await listed.json()) as { offers: OfferJson[] };
    expect(offers.map((offer) => offer.code)).toEqual(sampleOffers.map((offer) => offer.code));
    const body = { code: uniqueCode(), title: "Spring", description: "Ten off.", percentOff: 10, appliesTo: "all" };
    await expectApiError(await post(body, desk), 403, "OWNERS_ONLY");
    await expectApiError(await post(body, demo), 403, "DEMO_READ_ONLY");
    await expectApiError(await post({ ...body, percentOff: 0 }), 400, "INVALID_BODY");
    const offer = await created(body);
    expect(offer).toMatchObject({ code: body.code, percentOff: 10, live: true, uses: 0, version: 1 });
    const patch = (json: unknown, who: ApiMember = owner) =>
      api(server, `/api/staff/offers/${offer.id}`, { member: who, method: "PATCH", json });
    await expectApiError(await patch({ version: 1, title: "x" }, demo), 403, "DEMO_READ_ONLY");
    expect((await patch({ version: 1, title: "Spring sale" })).status).toBe(200);
    await expectApiError(await patch({ version: 1, title: "Lost" }), 409, "STALE_VERSION");
    const retired = await api(server, `/api/staff/offers/${offer.id}`, { member: owner, method: "DELETE" });
    expect(((await retired.json()) as { offer: OfferJson }).offer).toMatchObject({ live: false });
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select("action")
      .where("subject_id", "=", offer.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["offer.added", "offer.changed", "offer.retired"]);
  });

  it("takes a promo code at the desk: the discount is on the sale and a line of its invoice, and the use is counted", async () => {
    const pack = productOfShape("pack");
    const offer = await created({
      code: uniqueCode(),
      title: "Pack deal",
      description: "Twenty percent off packs.",
      percentOff: 20,
      appliesTo: "products",
      productIds: [pack.id],
      maxUses: 1,
    });
    const buyer = await signUp(server, "buyer");
    const sold = await sell(buyer, pack.id, offer.code.toLowerCase());
    expect(sold.status, await sold.clone().text()).toBe(201);
    const discount = Math.round(pack.price * 0.2);
    const { sale } = (await sold.json()) as { sale: { id: string; amount: number; offer: unknown } };
    expect(sale.amount).toBe(pack.price - discount);
    expect(sale.offer).toMatchObject({ code: offer.code, discount });
    const row = await fresh.database.db
      .selectFrom("sales")
      .select(["offer_code", "discount"])
      .where("id", "=", sale.id)
      .executeTakeFirstOrThrow();
    expect({ code: row.offer_code, discount: Number(row.discount) }).toEqual({ code: offer.code, discount });
    const invoice = await fresh.database.db
      .selectFrom("invoices")
      .select(["lines", "gross"])
      .where("sale_id", "=", sale.id)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.gross)).toBe(pack.price - discount);
    const lines = JSON.parse(invoice.lines) as { description: string; gross: number }[];
    expect(lines).toContainEqual(
      expect.objectContaining({ description: expect.stringContaining(offer.code), gross: -discount }),
    );

    const listed = await api(server, `/api/staff/offers/${offer.id}`, { member: owner });
    expect(((await listed.json()) as { offer: OfferJson }).offer.uses).toBe(1);
    // Its one use is taken: the next member is told so, and nothing is sold.
    const next = await signUp(server, "next");
    await expectApiError(await sell(next, pack.id, offer.code), 409, "OFFER_USED_UP");
    expect(await fresh.database.db.selectFrom("sales").select("id").where("user_id", "=", next.id).execute()).toEqual(
      [],
    );
  });

  it("refuses a code that does not exist, is not for the product, has ended, or was used by the member before", async () => {
    const pack = productOfShape("pack");
    const buyer = await signUp(server, "coded");
    await expectApiError(await sell(buyer, pack.id, "NO-SUCH-CODE"), 404, "OFFER_NOT_FOUND");
    const membershipsOnly = await created({
      code: uniqueCode(),
      title: "Join",
      description: "Five off a membership.",
      amountOff: 500,
      appliesTo: "memberships",
      oncePerMember: true,
    });
    await expectApiError(await sell(buyer, pack.id, membershipsOnly.code), 409, "OFFER_NOT_FOR_PRODUCT");
    const yesterday = gymToday().subtract({ days: 1 }).toString();
    const ended = await created({
      code: uniqueCode(),
      title: "Gone",
      description: "Over.",
      percentOff: 50,
      appliesTo: "all",
      until: yesterday,
    });
    await expectApiError(await sell(buyer, pack.id, ended.code), 409, "OFFER_NOT_LIVE");
    const once = await created({
      code: uniqueCode(),
      title: "Once",
      description: "Once each.",
      amountOff: 300,
      appliesTo: "passes",
      oncePerMember: true,
    });
    expect((await sell(buyer, pack.id, once.code)).status).toBe(201);
    await expectApiError(await sell(buyer, pack.id, once.code), 409, "OFFER_ALREADY_USED");
  });

  it("promotes a live offer on the home page and the blog, linking to /pricing with its code, and shows no banner once none is", async () => {
    const promoted = sampleOffers.find((offer) => offer.promoted);
    if (!promoted) throw new Error("the sample offers promote none");
    const href = offerHref(promoted.code).replaceAll("&", "&amp;");
    expect(await page("/")).toContain(`href="${href}"`);
    expect(await page("/blog")).toContain(`href="${href}"`);
    expect(await page(offerHref(promoted.code))).toContain(promoted.code);

    const current = (await (await api(server, `/api/staff/offers/${promoted.id}`, { member: owner })).json()) as {
      offer: OfferJson;
    };
    const changed = await api(server, `/api/staff/offers/${promoted.id}`, {
      member: owner,
      method: "PATCH",
      json: { version: current.offer.version, promoted: false },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => page("/"), WITHIN).not.toContain(`href="${href}"`);
    await expect.poll(() => page("/blog"), WITHIN).not.toContain(`href="${href}"`);
    expect(await page("/")).not.toContain('href="/contact">34%');
  });
});
