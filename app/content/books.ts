/**
 * The gym's books (issue 30): how its invoices and credit notes are numbered, the tax it
 * charges, and the accounts its journal posts to. A gym edits this module; an accountant
 * tells it the tax and the account codes of its own chart.
 *
 * Numbers: `INV-2026-000001`, `CN-2026-000001`: the prefix, the year of issue (the sale's
 * business date, where the gym is), a sequence of `numberDigits` digits that restarts at 1
 * each year, sequential and gap-free (docs/decisions/0160-invoice-numbers-in-the-sales-transaction.md).
 * A prefix changed mid-year changes the numbers issued after it, not their sequence.
 */

/** The tax the gym charges on what it sells (VAT, GST, sales tax). */
export interface GymTax {
  /** As invoices name it: "VAT", "GST", "Sales tax". */
  name: string;
  /** Percent, at most 4 decimals: 20, 7.5, 8.875. */
  rate: number;
  /** true: the prices of app/content/products.ts include it (Europe); false: it is added to them (US sales tax). */
  pricesIncludeTax: boolean;
  /** The gym's registration number for it, printed on every invoice. */
  taxNumber: string;
}

/** An account of the gym's chart: its code (what Xero imports by) and its name (what QuickBooks imports by). */
export interface LedgerAccount {
  code: string;
  name: string;
}

export const books = {
  invoicePrefix: "INV",
  creditNotePrefix: "CN",
  /** Digits of the yearly sequence: 000001. */
  numberDigits: 6,
  /** null: the gym charges no tax (the sample gym). */
  tax: null as GymTax | null,
  /** The journal's accounts (/staff/reports/revenue/journal.csv). */
  accounts: {
    /** Where each way of paying puts the money: debited by a sale, credited by a refund. */
    cash: { code: "090", name: "Cash on hand" },
    card: { code: "091", name: "Card terminal clearing" },
    transfer: { code: "092", name: "Business bank account" },
    stripe: { code: "093", name: "Stripe clearing" },
    /** Credited with a sale's net, per kind of product. */
    memberships: { code: "200", name: "Membership sales" },
    classPasses: { code: "201", name: "Class pass sales" },
    /** Debited with a refund's net (contra-revenue). */
    refunds: { code: "210", name: "Sales refunds" },
    /** Credited with a sale's tax, debited with a refund's. */
    tax: { code: "820", name: "Sales tax payable" },
  } satisfies Record<string, LedgerAccount>,
  journal: {
    /** Each journal's narration: one journal per business day. */
    narration: (date: string) => `Takings ${date}`,
    /**
     * Xero's TaxRate column: the name of the rate in the gym's Xero that computes no tax
     * ("Tax Exempt", "No VAT", "BAS Excluded"): the tax is a line of its own, so Xero adds none.
     */
    xeroNoTaxRate: "Tax Exempt",
    /** How QuickBooks Online of the gym's region reads dates: "MM/dd/yyyy" (US) or "dd/MM/yyyy". */
    quickbooksDateFormat: "MM/dd/yyyy" as "MM/dd/yyyy" | "dd/MM/yyyy",
  },
};
