import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GymTax } from "#app/content/books.ts";
import { type CreditProduct, currency, formatMoney } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { sellProduct } from "#app/features/memberships/sales.server.ts";
import { productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { revenueCsv } from "#app/features/reports/report-csv.server.ts";
import { revenueReport } from "#app/features/reports/revenue.server.ts";
import { refundAtDesk } from "#app/features/staff/desk-sales.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { documentPdf } from "./document-pdf.server.ts";
import { invoiceByNumber } from "./documents.server.ts";
import { journalOf } from "./journal.server.ts";
import { journalCsv } from "./journal-csv.server.ts";
import { splitGross, splitPrice, taxRuleOf } from "./tax.ts";
import { textOfPdf } from "./test-support.ts";

/**
 * A gym that charges tax (the content's `books.tax`, set here as a gym would): its invoices
 * show net, tax and gross, worked out by the written rule and stored as issued (a later
 * change of rate leaves them as they were); prices without tax are charged with it; the
 * revenue report's CSV and the accountant's journal split them, and every day's journal
 * balances.
 */

const gymTax = vi.hoisted(() => ({ current: null as GymTax | null }));
vi.mock("#app/content/books.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#app/content/books.ts")>();
  return {
    ...real,
    books: {
      ...real.books,
      get tax() {
        return gymTax.current;
      },
    },
  };
});

const VAT: GymTax = { name: "VAT", rate: 20, pricesIncludeTax: true, taxNumber: "GB 123 4567 89" };
const SALES_TAX: GymTax = { name: "Sales tax", rate: 8.875, pricesIncludeTax: false, taxNumber: "NY-12-3456789" };

const gymTime = (local: string) =>
  new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(site.timeZone).epochMilliseconds);

describe.each(databaseKinds)("a gym that charges tax, on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: string;
  let staff: string;
  beforeEach(async () => {
    gymTax.current = VAT;
    fresh = await freshDatabase(kind);
    [member, staff] = (await createMembers(fresh.database, 2, { entitled: false })) as [string, string];
  });
  afterEach(async () => {
    gymTax.current = null;
    await fresh.dispose();
  });

  const pack = () => productOfShape("pack") as CreditProduct;
  const sell = (now: Date, method: "cash" | "card" = "cash") =>
    sellProduct(
      fresh.database,
      { userId: member, productId: pack().id, method, now, staffUserId: staff },
      { mail: TEST_MAIL },
    );

  it("splits a price that includes VAT into net and tax on the invoice, with the gym's VAT number, and keeps it when the rate changes", async () => {
    const { sale } = await sell(gymTime("2027-03-01T10:00"));
    const split = splitGross(pack().price, taxRuleOf(VAT));
    expect(sale.amount).toBe(pack().price);
    const doc = await invoiceByNumber(fresh.database.db, sale.invoice.number);
    expect(doc).toMatchObject({
      seller: { taxNumber: VAT.taxNumber },
      amounts: split,
      totals: { net: formatMoney(split.net), tax: formatMoney(split.tax), gross: formatMoney(split.gross) },
      taxCharged: { name: "VAT", rate: "20%", pricesIncludeTax: true },
    });
    const pdf = textOfPdf(await documentPdf(doc as NonNullable<typeof doc>));
    expect(pdf).toContain(`VAT number: ${VAT.taxNumber}`);
    expect(pdf).toContain(formatMoney(split.tax));

    gymTax.current = { ...VAT, rate: 5 };
    expect((await invoiceByNumber(fresh.database.db, sale.invoice.number))?.amounts).toEqual(split);
    const later = await sell(gymTime("2027-03-02T10:00"));
    expect((await invoiceByNumber(fresh.database.db, later.sale.invoice.number))?.amounts).toEqual(
      splitGross(pack().price, taxRuleOf({ ...VAT, rate: 5 })),
    );
  });

  it("charges a price written without sales tax with the tax added, and invoices it so", async () => {
    gymTax.current = SALES_TAX;
    const expected = splitPrice(pack().price, taxRuleOf(SALES_TAX));
    const { sale } = await sell(gymTime("2027-03-01T10:00"), "card");
    expect(expected.net).toBe(pack().price);
    expect(sale.amount).toBe(expected.gross);
    expect((await invoiceByNumber(fresh.database.db, sale.invoice.number))?.amounts).toEqual(expected);
  });

  it("splits the revenue report's CSV and journals each day in balance, refunds included", async () => {
    const first = await sell(gymTime("2027-03-01T10:00"));
    await sell(gymTime("2027-03-01T11:00"), "card");
    await refundAtDesk(
      { database: fresh.database, mail: { context: TEST_MAIL }, payments: null },
      {
        memberId: member,
        saleId: first.sale.id,
        actor: { id: staff, label: "owner@example.com" },
        now: gymTime("2027-03-02T09:00"),
      },
    );
    const split = splitGross(pack().price, taxRuleOf(VAT));

    const report = await revenueReport(fresh.database, {
      from: "2027-03-01",
      to: "2027-03-31",
      startsAt: gymTime("2027-03-01T00:00").toISOString(),
      endsAt: gymTime("2027-04-01T00:00").toISOString(),
    });
    const csv = revenueCsv(report).trim().split("\r\n");
    const header = (csv[0] ?? "").split(",");
    const cash = (csv.find((line) => line.includes(",cash,")) ?? "").split(",");
    const column = (name: string) => cash[header.indexOf(name)];
    expect(Number(column("sales_net"))).toBe(split.net / 100);
    expect(Number(column("sales_tax"))).toBe(split.tax / 100);
    expect(Number(column("refunds_tax"))).toBe(split.tax / 100);
    expect(report.totals.tax).toBe(split.tax);

    const lines = await journalOf(fresh.database.db, { from: "2027-03-01", to: "2027-03-02" });
    for (const date of ["2027-03-01", "2027-03-02"]) {
      const day = lines.filter((line) => line.date === date);
      expect(day.length).toBeGreaterThan(0);
      expect(day.reduce((sum, line) => sum + line.debit, 0)).toBe(day.reduce((sum, line) => sum + line.credit, 0));
    }
    const firstDay = lines.filter((line) => line.date === "2027-03-01");
    expect(firstDay).toContainEqual(
      expect.objectContaining({ description: expect.stringContaining("Cash takings"), debit: pack().price }),
    );
    expect(firstDay).toContainEqual(
      expect.objectContaining({ description: "Tax on the day's sales", credit: 2 * split.tax }),
    );
    expect(lines.filter((line) => line.date === "2027-03-02")).toContainEqual(
      expect.objectContaining({ description: expect.stringContaining("Cash refunds"), credit: pack().price }),
    );
    const xero = journalCsv(lines, "xero", { digits: 2, currency }).trim().split("\r\n");
    expect(xero[0]).toBe("Narration,Date,Description,AccountCode,TaxRate,Amount");
    expect(xero.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(",").at(-1)) * 100), 0)).toBe(0);
    expect(xero[1]).toContain(",1 Mar 2027,");
  });
});
