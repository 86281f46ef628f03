import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { formatMoney } from "#app/content/products.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { creditNoteByNumber } from "#app/features/books/documents.server.ts";
import { entitlementsOf } from "#app/features/memberships/member-entitlements.server.ts";
import { paymentsOf } from "#app/features/memberships/payments.server.ts";
import { creditsLeft, productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { refundAtDesk, sellAtDesk } from "#app/features/staff/desk-sales.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { createAccount, createStaffActor } from "#app/features/staff/test-support.ts";
import { gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { refusalCode } from "#tests/support/refusals.ts";
import { previewRefund } from "./refund-preview.server.ts";

/**
 * Refunds at the desk, on both databases (issue 30): partial and full, each a row of its own
 * with its credit note e-mailed to the member; the bookings the payment paid for shown first
 * and cancelled when the desk chooses (the member told); the unused credits withdrawn when
 * it chooses; a refunded membership sale rolled back by the period it paid for, never ended
 * at once while another payment keeps it paid. Dates from the test's clock.
 */

const HOUR = 60 * 60 * 1000;
const pack = productOfShape("pack") as CreditProduct;
const limited = productOfShape("limited");
const refusal = (promise: Promise<unknown>) => refusalCode(promise, StaffRefused);

/** Upcoming sessions at different times, bookable now and cancellable in time. */
function upcomingSessions(count: number) {
  const today = gymToday();
  const found = sessionsBetween(today, today.add({ days: 6 })).filter(
    (session) => Date.parse(session.startsAtUtc) > clock.millis() + 6 * HOUR && !session.closure,
  );
  const apart = found.filter(
    (session, index) => found.findIndex((other) => other.startsAtUtc === session.startsAtUtc) === index,
  );
  if (apart.length < count) throw new Error(`the schedule has fewer than ${count} sessions in the coming days`);
  return apart.slice(0, count);
}

describe.each(databaseKinds)("refunds at the desk, on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: { id: string; email: string };
  let owner: { id: string; label: string };
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    member = await createAccount(fresh.database, { email: "ada@example.com", entitled: false });
    owner = await createStaffActor(fresh.database, "owner");
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const services = () => ({ database: fresh.database, mail: { context: TEST_MAIL }, payments: null });
  const sell = (productId: string, now = clock.now()) =>
    sellAtDesk(services(), { memberId: member.id, productId, method: "cash", actor: owner, now });
  const refund = (saleId: string, options: Partial<Parameters<typeof refundAtDesk>[1]> = {}) =>
    refundAtDesk(services(), { memberId: member.id, saleId, actor: owner, reason: "Moved away", ...options });
  const mailTo = async (topic: string) =>
    (
      await fresh.database.db
        .selectFrom("mail_outbox")
        .select(["payload"])
        .where("recipient", "=", member.email)
        .where("topic", "=", topic)
        .orderBy("id")
        .execute()
    ).map((row) => JSON.parse(row.payload) as { subject: string; text: string; attachments?: { filename: string }[] });
  const book = (sessionId: string) =>
    bookSession(fresh.database, { userId: member.id, sessionId }, bookingMailer({ context: TEST_MAIL }));

  it("refunds part of a pack and then the rest, each a row with its own credit note, never more than was paid", async () => {
    const sold = await sell(pack.id);
    const part = Math.floor(pack.price / 4);
    const first = await refund(sold.sale.id, { amount: part, withdrawCredits: 1 });
    expect(first).toMatchObject({
      amount: part,
      method: "cash",
      reason: "Moved away",
      refundedBy: owner.label,
      creditsWithdrawn: 1,
      completesSale: false,
      netPaid: pack.price - part,
    });
    expect(await creditsLeft(fresh.database, member.id)).toBe(pack.credits - 1);
    expect(await refusal(refund(sold.sale.id, { amount: pack.price - part + 1 }))).toBe("AMOUNT_TOO_LARGE");

    const rest = await refund(sold.sale.id, { amount: pack.price - part, withdrawCredits: 0 });
    expect(rest).toMatchObject({ completesSale: true, netPaid: 0, creditsWithdrawn: 0 });
    expect(rest.creditNote.number).not.toBe(first.creditNote.number);
    expect(await refusal(refund(sold.sale.id, { amount: 1 }))).toBe("ALREADY_REFUNDED");

    const rows = await fresh.database.db.selectFrom("refunds").select(["amount", "status"]).execute();
    expect(rows.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual(
      [part, pack.price - part].sort((a, b) => a - b),
    );
    const [payment] = await paymentsOf(fresh.database, member.id);
    expect(payment).toMatchObject({ netPaid: 0, refundedAt: expect.any(String) });
    expect(payment?.refunds.map((line) => [line.amount, line.creditNoteNumber])).toEqual([
      [part, first.creditNote.number],
      [pack.price - part, rest.creditNote.number],
    ]);
    const note = await creditNoteByNumber(fresh.database.db, first.creditNote.number);
    expect(note?.amounts.gross).toBe(part);
  });

  it("e-mails each refund to the member with its credit note as a PDF, saying what stays paid", async () => {
    const sold = await sell(pack.id);
    const refunded = await refund(sold.sale.id, { amount: 1500, withdrawCredits: 1 });
    const [mail] = await mailTo("refund");
    expect(mail?.subject).toContain(pack.name);
    expect(mail?.text).toContain(formatMoney(1500));
    expect(mail?.text).toContain(refunded.creditNote.number);
    expect(mail?.text).toContain(`${formatMoney(pack.price - 1500)} of ${formatMoney(pack.price)}`);
    expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual([`${refunded.creditNote.number}.pdf`]);
  });

  it("shows the desk the bookings a pack pays for, and cancels the one it chooses with the refund: the member told, the credit back and taken", async () => {
    const sold = await sell(pack.id);
    const [kept, cancelled] = upcomingSessions(2);
    if (!kept || !cancelled) throw new Error("no sessions");
    const keptBooking = await book(kept.id);
    const cancelledBooking = await book(cancelled.id);
    const preview = await previewRefund(fresh.database, { saleId: sold.sale.id, userId: member.id });
    expect(preview?.bookings.map((booking) => booking.bookingId).sort()).toEqual(
      [keptBooking.id, cancelledBooking.id].sort(),
    );
    expect(preview).toMatchObject({ left: pack.price, creditsLeft: pack.credits - 2, membership: null });

    const perClass = Math.floor(pack.price / pack.credits);
    const refunded = await refund(sold.sale.id, {
      amount: perClass,
      cancelBookings: [cancelledBooking.id],
      withdrawCredits: 1,
    });
    expect(refunded).toMatchObject({ bookingsCancelled: 1, creditsWithdrawn: 1 });
    const statuses = await fresh.database.db.selectFrom("bookings").select(["id", "status"]).orderBy("id").execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [keptBooking.id]: "booked",
      [cancelledBooking.id]: "cancelled",
    });
    // The class's credit came back to the pack and went with the refund: one credit fewer than the unused ones.
    expect(await creditsLeft(fresh.database, member.id)).toBe(pack.credits - 2);
    expect((await mailTo("cancelled-with-refund")).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(cancelled.className),
    ]);
    expect(await refusal(refund(sold.sale.id, { amount: 1, cancelBookings: [cancelledBooking.id] }))).toBe(
      "NOT_PAID_BY_SALE",
    );
  });

  it("rolls a refunded desk renewal back by one period: the month already paid stays (it ended the membership at once)", async () => {
    const now = clock.now();
    const first = await sell(limited.id, now);
    const renewal = await sell(limited.id, new Date(now.getTime() + HOUR));
    if (first.granted.kind !== "membership" || renewal.granted.kind !== "membership") throw new Error("no membership");
    const refunded = await refund(renewal.sale.id, { now: new Date(now.getTime() + 2 * HOUR) });
    expect(refunded.membership).toEqual({ status: "active", runsUntil: first.granted.renewsAt });
    const held = await entitlementsOf(fresh.database, member.id, new Date(now.getTime() + 3 * HOUR));
    expect(held.membership).toMatchObject({ status: "active", renewsAt: first.granted.renewsAt });
  });

  it("rolls a renewed membership back by one period when its first payment is refunded (it changed nothing)", async () => {
    const now = clock.now();
    const first = await sell(limited.id, now);
    const renewal = await sell(limited.id, new Date(now.getTime() + HOUR));
    if (first.granted.kind !== "membership" || renewal.granted.kind !== "membership") throw new Error("no membership");
    const refunded = await refund(first.sale.id, { now: new Date(now.getTime() + 2 * HOUR) });
    const firstPeriod = Date.parse(first.granted.renewsAt) - now.getTime();
    const runsUntil = new Date(Date.parse(renewal.granted.renewsAt) - firstPeriod).toISOString();
    expect(refunded.membership).toEqual({ status: "active", runsUntil });
  });

  it("shows the membership's upcoming bookings before a membership's refund, and ends one with nothing left paid", async () => {
    const sold = await sell(limited.id);
    const [session] = upcomingSessions(1);
    if (!session) throw new Error("no session");
    const booking = await book(session.id);
    const preview = await previewRefund(fresh.database, { saleId: sold.sale.id, userId: member.id });
    expect(preview?.bookings).toEqual([expect.objectContaining({ bookingId: booking.id, paidWith: "membership" })]);
    expect(preview?.membership?.after.status).toBe("ended");
    const refunded = await refund(sold.sale.id, { cancelBookings: [booking.id] });
    expect(refunded).toMatchObject({ bookingsCancelled: 1, membership: { status: "ended" } });
    expect((await entitlementsOf(fresh.database, member.id)).membership).toBeNull();
  });

  it("refunds nothing more than asked: a partial refund of a membership keeps it as it is", async () => {
    const sold = await sell(limited.id);
    if (sold.granted.kind !== "membership") throw new Error("no membership");
    const refunded = await refund(sold.sale.id, { amount: 100 });
    expect(refunded).toMatchObject({ membership: null, completesSale: false });
    expect((await entitlementsOf(fresh.database, member.id)).membership).toMatchObject({
      renewsAt: sold.granted.renewsAt,
    });
  });

  it("refuses what does not fit: credits the payment does not have, a reason of nothing, a payment of someone else", async () => {
    const sold = await sell(pack.id);
    expect(await refusal(refund(sold.sale.id, { amount: 100, withdrawCredits: pack.credits + 1 }))).toBe(
      "NOT_ENOUGH_CREDITS",
    );
    expect(await refusal(refund(sold.sale.id, { amount: 100, reason: "" }))).toBe("INVALID_INPUT");
    expect(await refusal(refund(sold.sale.id, { amount: 0 }))).toBe("INVALID_INPUT");
    const other = await createAccount(fresh.database, { email: "bob@example.com", entitled: false });
    expect(
      await refusal(
        refundAtDesk(services(), {
          memberId: other.id,
          saleId: sold.sale.id,
          actor: owner,
          amount: 100,
          reason: "Why",
        }),
      ),
    ).toBe("SALE_NOT_FOUND");
    expect(await fresh.database.db.selectFrom("refunds").select("id").execute()).toEqual([]);
  });
});
