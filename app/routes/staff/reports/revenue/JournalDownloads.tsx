import { ReportSection } from "#app/features/reports/ReportFrame.tsx";

const layouts = [
  { layout: "journal", label: "Journal", note: "date, account, description, debit, credit, tax" },
  { layout: "xero", label: "For Xero", note: "Manual journals → Import" },
  { layout: "quickbooks", label: "For QuickBooks", note: "Journal entries import" },
] as const;

/** The accountant's double-entry journal of the same dates, one balanced journal per business day, in three layouts. */
export function JournalDownloads({ from, to }: { from: string; to: string }) {
  const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return (
    <ReportSection
      title="For the accountant"
      note="A double-entry journal of these days: what each way of paying took, the sales by kind net of tax, the tax, and the refunds."
    >
      <ul className="grid max-w-3xl gap-5 sm:grid-cols-3">
        {layouts.map(({ layout, label, note }) => (
          <li key={layout}>
            <a
              href={`/staff/reports/revenue/journal.csv?${query}${layout === "journal" ? "" : `&layout=${layout}`}`}
              download
              className="button-outline"
              aria-describedby={`journal-${layout}-note`}
            >
              {label} (CSV)
            </a>
            <span id={`journal-${layout}-note`} className="mt-2 block text-sm text-muted">
              {note}
            </span>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
