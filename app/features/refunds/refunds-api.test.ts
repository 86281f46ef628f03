import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books } from "#app/content/books.ts";
import type { CreditProduct } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, book, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";

/**
 * `/api/staff/sales/:id/refunds` over HTTP against the production server (docs/api.md):
 * GET shows an owner what a refund would touch, POST refunds with an Idempotency-Key as
 * the sales API has (a retry refunds nothing more), owners only, the demo account never.
 */

const pack = productOfShape("pack") as CreditProduct;

describe.each(databaseKinds)("the refunds API on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let owner: ApiMember;
  let desk: ApiMember;
  let demoDesk: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
    desk = await signUpStaff(server, fresh.database);
    demoDesk = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const sellPack = async (member: ApiMember) => {
    const sold = await api(server, "/api/staff/sales", {
      member: desk,
      method: "POST",
      json: { memberEmail: member.email, productId: pack.id, method: "cash" },
    });
    expect(sold.status).toBe(201);
    return ((await sold.json()) as { sale: { id: string } }).sale.id;
  };
  const refunds = (saleId: string) => `/api/staff/sales/${encodeURIComponent(saleId)}/refunds`;
  const refund = (staff: ApiMember, saleId: string, json: unknown, key: string | null = randomUUID()) =>
    api(server, refunds(saleId), {
      member: staff,
      method: "POST",
      json,
      headers: key === null ? {} : { "idempotency-key": key },
    });
  const upcoming = () =>
    sessionsBetween(gymToday(), gymToday().add({ days: 6 })).find(
      (session) => Date.parse(session.startsAtUtc) > clock.millis() + 6 * 60 * 60 * 1000 && !session.closure,
    );

  it("shows an owner the bookings a payment pays for, then refunds part of it cancelling them, once per Idempotency-Key", async () => {
    const member = await signUp(server, "refunded");
    const saleId = await sellPack(member);
    const session = upcoming();
    if (!session) throw new Error("no upcoming session");
    const booked = await book(server, member, session.id);
    expect(booked.status).toBe(201);
    const bookingId = ((await booked.json()) as { id: string }).id;

    const preview = await api(server, refunds(saleId), { member: owner });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      left: pack.price,
      creditsLeft: pack.credits - 1,
      bookings: [{ bookingId, paidWith: "credit" }],
      membership: null,
    });

    const key = randomUUID();
    const body = { amount: 500, withdrawCredits: 1, cancelBookings: true, reason: "Moved away" };
    const first = await refund(owner, saleId, body, key);
    expect(first.status).toBe(201);
    const made = (await first.json()) as { refund: { id: string; creditNote: { number: string } } };
    expect(made.refund).toMatchObject({
      status: "recorded",
      amount: 500,
      bookingsCancelled: 1,
      creditsWithdrawn: 1,
      netPaid: pack.price - 500,
      creditNote: { number: expect.stringMatching(new RegExp(`^${books.creditNotePrefix}-\\d{4}-\\d+$`)) },
    });
    const retry = await refund(owner, saleId, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(((await retry.json()) as typeof made).refund.id).toBe(made.refund.id);
    const rows = await fresh.database.db.selectFrom("refunds").select("id").where("sale_id", "=", saleId).execute();
    expect(rows).toHaveLength(1);

    const after = (await (await api(server, refunds(saleId), { member: owner })).json()) as { left: number };
    expect(after.left).toBe(pack.price - 500);
    await expectApiError(await refund(owner, saleId, { ...body, amount: pack.price }), 409, "AMOUNT_TOO_LARGE");
  });

  it("refuses staff who are not owners, the demo account, a damaged key, bad input and an unknown payment", async () => {
    const member = await signUp(server, "refused");
    const saleId = await sellPack(member);
    const body = { amount: 100, withdrawCredits: false, cancelBookings: [], reason: "Why" };
    await expectApiError(await refund(desk, saleId, body), 403, "OWNERS_ONLY");
    await expectApiError(await api(server, refunds(saleId), { member: desk }), 403, "OWNERS_ONLY");
    await expectApiError(await refund(demoDesk, saleId, body), 403, "DEMO_READ_ONLY");
    await expectApiError(await refund(owner, saleId, body, "a key with spaces"), 400, "INVALID_IDEMPOTENCY_KEY");
    await expectApiError(await refund(owner, saleId, { ...body, amount: -5 }), 400, "INVALID_BODY");
    await expectApiError(await refund(owner, saleId, { ...body, cancelBookings: ["nope"] }), 400, "NOT_PAID_BY_SALE");
    await expectApiError(await refund(owner, "no-such-sale", body), 404, "SALE_NOT_FOUND");
    await expectApiError(await api(server, refunds(saleId), { member: null }), 401, "NOT_SIGNED_IN");
    const rows = await fresh.database.db.selectFrom("refunds").select("id").where("sale_id", "=", saleId).execute();
    expect(rows).toEqual([]);
  });
});
