import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { books } from "#app/content/books.ts";
import { type CreditProduct, currency, formatMoney, type MembershipProduct } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { sellProduct } from "#app/features/memberships/sales.server.ts";
import { productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { refundAtDesk } from "#app/features/staff/desk-sales.server.ts";
import { DELETED_PERSON_LABEL } from "#app/platform/data/person-columns.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { closeDay } from "./cash-up.server.ts";
import { issueCreditNote, NothingLeftToCredit } from "./credit-notes.server.ts";
import { creditNoteByNumber, invoiceByNumber } from "./documents.server.ts";
import { textOfPdf } from "./test-support.ts";

/**
 * Every sale's invoice and every refund's credit note, on both databases: numbered in the
 * sale's own transaction (a sale rolled back uses no number), dated with the business date
 * (the year of the number included: the last evening of a year, a day already closed), kept
 * as issued (the buyer's name outlives the account), and the receipt carries the PDF. The
 * instants are written out, in the gym's zone, so the tests hold whenever they run.
 */

const invoice = (year: number, sequence: number) =>
  `${books.invoicePrefix}-${year}-${String(sequence).padStart(books.numberDigits, "0")}`;
const creditNote = (year: number, sequence: number) =>
  `${books.creditNotePrefix}-${year}-${String(sequence).padStart(books.numberDigits, "0")}`;

/** A wall-clock time where the gym is, as an instant. */
const gymTime = (local: string) =>
  new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(site.timeZone).epochMilliseconds);

class RolledBack extends Error {}

describe.each(databaseKinds)("invoices and credit notes, on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: string;
  let staff: string;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    [member, staff] = (await createMembers(fresh.database, 2, { entitled: false })) as [string, string];
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const pack = () => productOfShape("pack") as CreditProduct;
  const sell = (now: Date, effects: { record?: () => Promise<void> } = {}) =>
    sellProduct(
      fresh.database,
      { userId: member, productId: pack().id, method: "cash", now, staffUserId: staff },
      { mail: TEST_MAIL, ...(effects.record ? { record: effects.record } : {}) },
    );

  it("numbers each sale's invoice in the sale's transaction: the next number, none used by a sale rolled back", async () => {
    const first = await sell(gymTime("2027-05-12T10:00"));
    expect(first.sale.invoice).toEqual({ number: invoice(2027, 1) });
    await expect(
      sell(gymTime("2027-05-12T10:05"), {
        record: async () => {
          throw new RolledBack();
        },
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    const second = await sell(gymTime("2027-05-12T10:10"));
    expect(second.sale.invoice).toEqual({ number: invoice(2027, 2) });
    expect(await fresh.database.db.selectFrom("invoices").select("number").orderBy("sequence").execute()).toEqual([
      { number: invoice(2027, 1) },
      { number: invoice(2027, 2) },
    ]);
  });

  it("keeps what was sold to whom, by whom, with net, tax and gross (no tax in a gym that charges none)", async () => {
    const { sale } = await sell(gymTime("2027-05-12T10:00"));
    const doc = await invoiceByNumber(fresh.database.db, sale.invoice.number);
    expect(doc).toMatchObject({
      kind: "invoice",
      number: sale.invoice.number,
      saleId: sale.id,
      issuedOn: "2027-05-12",
      dateLabel: "12 May 2027",
      seller: { brand: site.brand, address: site.contact.address },
      buyer: { name: "Member", email: `${member}@example.com` },
      buyerId: member,
      currency,
      lines: [{ description: pack().name, gross: formatMoney(pack().price) }],
      amounts: { net: pack().price, tax: 0, gross: pack().price },
    });
    expect(await invoiceByNumber(fresh.database.db, sale.invoice.number, { userId: staff })).toBeUndefined();
  });

  it("puts a membership's joining fee on a line of its own", async () => {
    const limited = productOfShape("limited") as MembershipProduct;
    const { sale } = await sellProduct(
      fresh.database,
      { userId: member, productId: limited.id, method: "card", now: gymTime("2027-05-12T10:00"), staffUserId: staff },
      { mail: TEST_MAIL },
    );
    const doc = await invoiceByNumber(fresh.database.db, sale.invoice.number);
    expect(doc?.lines.map((line) => line.gross)).toEqual(
      limited.joiningFee > 0
        ? [formatMoney(limited.price), formatMoney(limited.joiningFee)]
        : [formatMoney(limited.price)],
    );
    expect(doc?.amounts.gross).toBe(sale.amount);
  });

  it("dates the last evening of a year in that year and starts the new year at 1", async () => {
    expect((await sell(gymTime("2026-12-31T23:30"))).sale.invoice.number).toBe(invoice(2026, 1));
    expect((await sell(gymTime("2026-12-31T23:59"))).sale.invoice.number).toBe(invoice(2026, 2));
    expect((await sell(gymTime("2027-01-01T00:01"))).sale.invoice.number).toBe(invoice(2027, 1));
  });

  it("dates a sale made after its day's cash-up was closed on the next day, and numbers it in that day's year", async () => {
    await sell(gymTime("2026-12-31T20:00"));
    await closeDay(fresh.database, {
      date: "2026-12-31",
      float: 10000,
      countedCash: 10000 + pack().price,
      note: "",
      actor: { id: staff, label: "desk@example.com", name: "Desk" },
      now: gymTime("2026-12-31T21:15"),
    });
    const late = await sell(gymTime("2026-12-31T21:30"));
    expect(late.sale.invoice.number).toBe(invoice(2027, 1));
    expect((await invoiceByNumber(fresh.database.db, late.sale.invoice.number))?.issuedOn).toBe("2027-01-01");
  });

  it("mails the receipt with the invoice attached as a PDF that says its number, buyer and total", async () => {
    const { sale } = await sell(gymTime("2027-05-12T10:00"));
    const receipt = await fresh.database.db
      .selectFrom("mail_outbox")
      .select("payload")
      .where("topic", "=", "receipt")
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(receipt.payload) as {
      text: string;
      attachments: { filename: string; contentType: string; content: string; encoding?: string }[];
    };
    expect(payload.text).toContain(sale.invoice.number);
    const [pdf] = payload.attachments;
    expect(pdf).toMatchObject({
      filename: `${sale.invoice.number}.pdf`,
      contentType: "application/pdf",
      encoding: "base64",
    });
    const bytes = Buffer.from(pdf?.content ?? "", "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = textOfPdf(bytes);
    expect(text).toContain(`Invoice ${sale.invoice.number}`);
    expect(text).toContain(`${member}@example.com`);
    expect(text).toContain(formatMoney(pack().price));
  });

  it("issues a refund's credit note for the whole invoice at the desk, numbered in its own series", async () => {
    const { sale } = await sell(gymTime("2027-05-12T10:00"));
    const refunded = await refundAtDesk(
      { database: fresh.database, mail: { context: TEST_MAIL }, payments: null },
      {
        memberId: member,
        saleId: sale.id,
        actor: { id: staff, label: "owner@example.com" },
        now: gymTime("2027-05-13T09:00"),
      },
    );
    expect(refunded.creditNote.number).toBe(creditNote(2027, 1));
    const doc = await creditNoteByNumber(fresh.database.db, refunded.creditNote.number);
    expect(doc).toMatchObject({
      kind: "credit-note",
      issuedOn: "2027-05-13",
      credits: { invoiceNumber: sale.invoice.number, reason: "Refund at the desk" },
      amounts: { net: pack().price, tax: 0, gross: pack().price },
      lines: [{ description: pack().name }],
    });
  });

  it("credits part of a sale and then the rest, never more than it: the parts add up to the invoice", async () => {
    const { sale } = await sell(gymTime("2027-05-12T10:00"));
    const at = gymTime("2027-05-14T12:00");
    const part = Math.floor(pack().price / 3);
    const credit = (amount: number) =>
      fresh.database.writeTransaction((trx) =>
        issueCreditNote(fresh.database, trx, { saleId: sale.id, amount, reason: "Part refund", at }),
      );
    const first = await credit(part);
    const second = await credit(pack().price - part);
    expect([first.number, second.number]).toEqual([creditNote(2027, 1), creditNote(2027, 2)]);
    expect(first.gross + second.gross).toBe(pack().price);
    expect(first.net + second.net).toBe(pack().price);
    await expect(credit(1)).rejects.toBeInstanceOf(NothingLeftToCredit);
    await expect(
      fresh.database.writeTransaction(async (trx) => {
        await issueCreditNote(fresh.database, trx, { saleId: sale.id, amount: 0, reason: "none", at });
      }),
    ).rejects.toBeInstanceOf(NothingLeftToCredit);
    // The refused ones took no number.
    const { sale: another } = await sellProduct(
      fresh.database,
      { userId: member, productId: pack().id, method: "card", now: at, staffUserId: staff },
      { mail: TEST_MAIL },
    );
    const last = await fresh.database.writeTransaction((trx) =>
      issueCreditNote(fresh.database, trx, { saleId: another.id, amount: 100, reason: "Part refund", at }),
    );
    expect(last.number).toBe(creditNote(2027, 3));
  });

  it("keeps the invoice, its number and amounts when the buyer's account is deleted, naming them as a deleted account", async () => {
    const { sale } = await sell(gymTime("2027-05-12T10:00"));
    const before = await invoiceByNumber(fresh.database.db, sale.invoice.number);
    await fresh.database.db.deleteFrom("user").where("id", "=", member).execute();
    const after = await invoiceByNumber(fresh.database.db, sale.invoice.number);
    expect(after).toMatchObject({
      number: sale.invoice.number,
      buyer: { name: DELETED_PERSON_LABEL, email: DELETED_PERSON_LABEL },
      buyerId: null,
    });
    expect({ ...after, buyer: before?.buyer, buyerId: before?.buyerId }).toEqual(before);
  });
});
