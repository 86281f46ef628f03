import { formatMoney } from "#app/content/products.ts";
import { longDateLabel } from "#app/features/memberships/wording.ts";
import { PeriodChart } from "#app/features/reports/BarChart.tsx";
import { DataTable } from "#app/features/reports/DataTable.tsx";
import { count, monthLabel, plural } from "#app/features/reports/labels.ts";
import { ReportSection } from "#app/features/reports/ReportFrame.tsx";
import type { RevenueReport } from "#app/features/reports/revenue.server.ts";
import { StatTiles } from "#app/features/staff/StatTiles.tsx";

type Figures = Pick<RevenueReport, "totals" | "months" | "lines" | "recurring"> & {
  deferred?: RevenueReport["deferred"];
  /** The gym's tax's name ("VAT") when it charges one or these dates hold some: net and tax are then shown apart. */
  taxName?: string | null;
};

const methodNames: Record<string, string> = { cash: "Cash", card: "Card", transfer: "Bank transfer", stripe: "Online" };

function PerMonth({ report }: { report: Figures }) {
  return (
    <ReportSection title="Per month" note="Net: sales less the refunds given back that month.">
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <PeriodChart
          title="Sales per month"
          period="Month"
          measure="Sales"
          top="Best month"
          empty="No sales in these dates."
          format={formatMoney}
          items={report.months.map((month) => ({
            key: month.month,
            label: monthLabel(month.month),
            axisLabel: monthLabel(month.month).slice(0, 3),
            value: month.sales,
          }))}
        />
        <DataTable
          caption="Sales, refunds and net per month"
          columns={[
            { label: "Month" },
            { label: "Sales", numeric: true },
            { label: "Refunds", numeric: true },
            { label: "Net", numeric: true },
          ]}
          rows={report.months.map((month) => ({
            key: month.month,
            cells: [
              monthLabel(month.month),
              `${formatMoney(month.sales)} (${count(month.salesCount)})`,
              `${formatMoney(month.refunds)} (${count(month.refundsCount)})`,
              formatMoney(month.net),
            ],
          }))}
        />
      </div>
    </ReportSection>
  );
}

function ByProduct({ report }: { report: Figures }) {
  const tax = report.taxName ?? null;
  return (
    <ReportSection
      title="By product and payment method"
      {...(tax ? { note: `Amounts include ${tax}; net and ${tax} are the invoices' own figures.` } : {})}
    >
      {report.lines.length === 0 ? (
        <p className="text-muted">No sales or refunds in these dates.</p>
      ) : (
        <DataTable
          caption="Sales and refunds by month, product and method"
          columns={[
            { label: "Month" },
            { label: "Product" },
            { label: "Paid by" },
            { label: "Sold", numeric: true },
            { label: "Amount", numeric: true },
            ...(tax
              ? [
                  { label: "Net", numeric: true },
                  { label: tax, numeric: true },
                ]
              : []),
            { label: "Refunded", numeric: true },
          ]}
          rows={report.lines.map((line) => ({
            key: `${line.month} ${line.productId} ${line.method}`,
            cells: [
              monthLabel(line.month),
              line.product,
              methodNames[line.method] ?? line.method,
              count(line.count),
              formatMoney(line.amount),
              ...(tax ? [formatMoney(line.net), formatMoney(line.tax)] : []),
              line.refundsCount > 0 ? `${formatMoney(line.refunds)} (${count(line.refundsCount)})` : "—",
            ],
          }))}
        />
      )}
    </ReportSection>
  );
}

function Recurring({ report }: { report: Figures }) {
  const { recurring } = report;
  return (
    <ReportSection
      title="Recurring revenue"
      note="Active memberships today, each at its product's monthly price today."
    >
      {recurring.lines.length === 0 ? (
        <p className="text-muted">No active memberships.</p>
      ) : (
        <DataTable
          caption="Recurring revenue per membership"
          columns={[
            { label: "Membership" },
            { label: "Active", numeric: true },
            { label: "Price", numeric: true },
            { label: "Per month", numeric: true },
          ]}
          rows={[
            ...recurring.lines.map((line) => ({
              key: line.productId,
              cells: [
                line.product,
                count(line.memberships),
                line.price === null ? "not sold any more" : formatMoney(line.price),
                formatMoney(line.monthly),
              ],
            })),
            { key: "all", cells: ["All", count(recurring.memberships), "", formatMoney(recurring.monthly)] },
          ]}
        />
      )}
    </ReportSection>
  );
}

function Deferred({ deferred }: { deferred: RevenueReport["deferred"] }) {
  return (
    <ReportSection
      title="Deferred revenue"
      note={`Taken but not yet earned as of ${dayOf(deferred.at)}: unused class credits at the price paid for each, and the part of each paid membership period still to come.`}
    >
      <DataTable
        caption="Unused credits and the unearned part of memberships"
        columns={[{ label: "What" }, { label: "Amount", numeric: true }]}
        rows={[
          {
            key: "credits",
            cells: [
              `Class credits sold, not yet used (${plural(deferred.credits.credits, "credit", "credits")})`,
              formatMoney(deferred.credits.amount),
            ],
          },
          {
            key: "memberships",
            cells: [
              `Memberships: the unearned part (${plural(deferred.memberships.periods, "period", "periods")})`,
              formatMoney(deferred.memberships.amount),
            ],
          },
          { key: "all", cells: ["All", formatMoney(deferred.total)] },
        ]}
      />
    </ReportSection>
  );
}

/** The day it was reckoned on, where the gym is: the range's last day (reckoned as it ends), or today. */
const dayOf = (iso: string) => longDateLabel(new Date(Date.parse(iso) - 1));

export function RevenueFigures({ report }: { report: Figures }) {
  const { totals, recurring } = report;
  return (
    <>
      <StatTiles
        tiles={[
          { label: "Net", value: formatMoney(totals.net), detail: "sales less refunds" },
          { label: "Sales", value: formatMoney(totals.sales), detail: plural(totals.salesCount, "sale", "sales") },
          { label: "Refunds", value: formatMoney(totals.refunds) },
          {
            label: "Recurring",
            value: formatMoney(recurring.monthly),
            detail: `a month, ${plural(recurring.memberships, "active membership", "active memberships")}`,
          },
        ]}
      />
      <PerMonth report={report} />
      <ByProduct report={report} />
      <Recurring report={report} />
      {report.deferred ? <Deferred deferred={report.deferred} /> : null}
    </>
  );
}
