/** The owner's export: the files of money and of the desk's work (sales, invoices, the credit ledger, the audit log). */
import { majorUnits } from "#app/content/products.ts";
import { type Cell, PAGE, paged } from "./csv-rows.server.ts";
import type { Section } from "./section.ts";

const money = (minor: number | string, currency: string) => majorUnits(Number(minor), currency);

export const sales: Section = {
  file: "sales.csv",
  about: "Every payment, at the desk and online, in the currency it was taken in.",
  columns: [
    "id",
    "created_at",
    "member_email",
    "product",
    "method",
    "amount",
    "currency",
    "desk",
    "refunded_at",
    "stripe_reference",
  ],
  async *rows({ db }) {
    const rows = paged(
      (after: string | null) => {
        let query = db
          .selectFrom("sales")
          .leftJoin("user as member", "member.id", "sales.user_id")
          .leftJoin("user as desk", "desk.id", "sales.staff_user_id")
          .selectAll("sales")
          .select(["member.email as member_email", "desk.email as desk_email"])
          .orderBy("sales.id")
          .limit(PAGE);
        if (after !== null) query = query.where("sales.id", ">", after);
        return query.execute();
      },
      (row) => row.id,
    );
    for await (const row of rows) {
      yield [
        row.id,
        row.created_at,
        row.member_email ?? "Deleted account",
        row.product_id,
        row.method,
        money(row.amount, row.currency),
        row.currency,
        row.desk_email,
        row.refunded_at,
        row.external_ref,
      ];
    }
  },
};

const documentColumns = [
  "number",
  "issued_on",
  "issued_at",
  "buyer_name",
  "buyer_email",
  "net",
  "tax",
  "gross",
  "currency",
  "tax_name",
  "sale_id",
];
export const documentSection = (table: "invoices" | "credit_notes", file: string, about: string): Section => ({
  file,
  about,
  columns: table === "credit_notes" ? [...documentColumns, "method", "reason", "invoice_id"] : documentColumns,
  async *rows({ db }) {
    const rows = paged(
      (after: string | null) => {
        let query = db.selectFrom(table).selectAll().orderBy("number").limit(PAGE);
        if (after !== null) query = query.where("number", ">", after);
        return query.execute();
      },
      (row) => row.number,
    );
    for await (const row of rows) {
      const common: Cell[] = [
        row.number,
        row.issued_on,
        row.issued_at,
        row.buyer_name,
        row.buyer_email,
        money(row.net, row.currency),
        money(row.tax, row.currency),
        money(row.gross, row.currency),
        row.currency,
        row.tax_name,
        row.sale_id,
      ];
      const note = row as Partial<{ method: string; reason: string; invoice_id: string | null }>;
      yield table === "credit_notes"
        ? [...common, note.method ?? null, note.reason ?? null, note.invoice_id ?? null]
        : common;
    }
  },
});

export const ledger: Section = {
  file: "credit-ledger.csv",
  about: "Every change of a member's class credits (decision 0150): a member's balance is the sum of their rows.",
  columns: [
    "seq",
    "at",
    "member_email",
    "grant_id",
    "product",
    "kind",
    "credits",
    "grant_expires_at",
    "booking_id",
    "sale_id",
    "by",
    "reason",
  ],
  async *rows({ db }) {
    const rows = paged(
      (after: number | null) => {
        let query = db
          .selectFrom("credit_ledger")
          .innerJoin("user", "user.id", "credit_ledger.user_id")
          .leftJoin("credit_grants", "credit_grants.id", "credit_ledger.grant_id")
          .selectAll("credit_ledger")
          .select(["user.email", "credit_grants.product_id", "credit_grants.expires_at"])
          .orderBy("credit_ledger.seq")
          .limit(PAGE);
        if (after !== null) query = query.where("credit_ledger.seq", ">", after);
        return query.execute();
      },
      (row) => Number(row.seq),
    );
    for await (const row of rows) {
      yield [
        Number(row.seq),
        row.at,
        row.email,
        row.grant_id,
        row.product_id,
        row.kind,
        row.credits,
        row.expires_at,
        row.booking_id,
        row.sale_id,
        row.actor,
        row.reason,
      ];
    }
  },
};

export const audit: Section = {
  file: "audit.csv",
  about: "The staff audit log, oldest first: who did what, to what, before and after.",
  columns: ["seq", "at", "actor", "action", "subject_type", "subject_id", "subject", "before", "after"],
  async *rows({ db }) {
    const rows = paged(
      (after: number | null) => {
        let query = db.selectFrom("staff_audit_log").selectAll().orderBy("seq").limit(PAGE);
        if (after !== null) query = query.where("seq", ">", after);
        return query.execute();
      },
      (row) => Number(row.seq),
    );
    for await (const row of rows) {
      yield [
        Number(row.seq),
        row.at,
        row.actor,
        row.action,
        row.subject_type,
        row.subject_id,
        row.subject_label,
        row.before_state,
        row.after_state,
      ];
    }
  },
};
