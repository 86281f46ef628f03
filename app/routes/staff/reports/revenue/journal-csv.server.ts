import { currency } from "#app/content/products.ts";
import { journalOf } from "#app/features/books/journal.server.ts";
import { journalCsv, journalLayouts } from "#app/features/books/journal-csv.server.ts";
import { currencyDigits } from "#app/features/books/money-input.ts";
import { openReport } from "#app/features/reports/report-request.server.ts";
import type { Services } from "#app/services.server.ts";

/**
 * GET /staff/reports/revenue/journal.csv?from=&to=&layout=: the accountant's journal of those
 * business days (owners only, as the revenue report: staff 403, visitors to /login). A read,
 * so no audit entry. `layout`: journal (default), xero or quickbooks.
 */
export async function journalCsvResponse(request: Request, services: Services): Promise<Response> {
  const { range, view } = await openReport(request, services, "revenue");
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  const asked = new URL(request.url).searchParams.get("layout") ?? "journal";
  const layout = journalLayouts.find((each) => each === asked);
  const refuse = (message: string) =>
    new Response(`${message}\n`, { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  if (!range) return refuse(view.error ?? "Choose the dates.");
  if (!layout) return refuse(`layout: one of ${journalLayouts.join(", ")}.`);
  const lines = await journalOf(services.database.db, { from: range.from, to: range.to });
  const suffix = layout === "journal" ? "" : `-${layout}`;
  return new Response(journalCsv(lines, layout, { digits: currencyDigits(currency), currency }), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="journal${suffix}-${range.from}-to-${range.to}.csv"`,
    },
  });
}
