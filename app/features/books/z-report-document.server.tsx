import { renderToStaticMarkup } from "react-dom/server";
import { formatMoney } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import type { CashUp } from "./cash-up.server.ts";
import { documentDateLabel } from "./dates.ts";
import { cashUpMethodLabels } from "./takings.server.ts";

/**
 * A closed day's Z report: the takings per way of paying and the refunds as they stood at
 * closing, the cash count and its difference, who closed it and when. A document of its own,
 * printed as it looks (the receipt's manner).
 */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const style = `
  body { font: 15px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; color: #111; background: #fff; margin: 0; }
  main { max-width: 30rem; margin: 2rem auto; padding: 0 1.25rem; }
  h1 { font-size: 1.4rem; margin: 0; text-transform: uppercase; letter-spacing: .04em; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .25rem; text-transform: uppercase; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .3rem 0; border-bottom: 1px dashed #999; }
  td.amount, th.amount { text-align: right; padding-left: .75rem; white-space: nowrap; }
  .muted { color: #555; }
  nav { margin-top: 2rem; }
  @media print { nav { display: none; } main { margin: 0 auto; } }
`;

function ZReport({ cashUp, closedAtLabel }: { cashUp: CashUp; closedAtLabel: string }) {
  const { takings, closed } = cashUp;
  const money = (amount: number) => formatMoney(amount, takings.currency);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Z report ${cashUp.date} | ${site.brand}`}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>
          <h1>{site.brand}</h1>
          <p className="muted">{siteDetails().contact.address}</p>
          <h2>Z report: {documentDateLabel(cashUp.date)}</h2>
          <table>
            <caption className="muted" style={{ textAlign: "left" }}>
              Takings in {takings.currency}
            </caption>
            <thead>
              <tr>
                <th scope="col">Paid by</th>
                <th scope="col" className="amount">
                  Sales
                </th>
                <th scope="col" className="amount">
                  Refunds
                </th>
                <th scope="col" className="amount">
                  Net
                </th>
              </tr>
            </thead>
            <tbody>
              {takings.methods.map((line) => (
                <tr key={line.method}>
                  <th scope="row">{cashUpMethodLabels[line.method]}</th>
                  <td className="amount">
                    {money(line.sales.amount)} ({line.sales.count})
                  </td>
                  <td className="amount">
                    {money(line.refunds.amount)} ({line.refunds.count})
                  </td>
                  <td className="amount">{money(line.net)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">All</th>
                <td className="amount">{money(takings.totals.sales.amount)}</td>
                <td className="amount">{money(takings.totals.refunds.amount)}</td>
                <td className="amount">{money(takings.totals.net)}</td>
              </tr>
            </tbody>
          </table>
          {closed ? (
            <>
              <h2>Cash drawer</h2>
              <table>
                <tbody>
                  <tr>
                    <th scope="row">Float</th>
                    <td className="amount">{money(closed.float)}</td>
                  </tr>
                  <tr>
                    <th scope="row">Expected</th>
                    <td className="amount">{money(closed.expectedCash)}</td>
                  </tr>
                  <tr>
                    <th scope="row">Counted</th>
                    <td className="amount">{money(closed.countedCash)}</td>
                  </tr>
                  <tr>
                    <th scope="row">Difference</th>
                    <td className="amount">
                      {closed.variance > 0
                        ? `+${money(closed.variance)}`
                        : closed.variance < 0
                          ? `-${money(-closed.variance)}`
                          : money(0)}
                    </td>
                  </tr>
                </tbody>
              </table>
              {closed.note ? <p>Note: {closed.note}</p> : null}
              <p>
                Closed {closedAtLabel} by {closed.closedBy}.
              </p>
            </>
          ) : null}
          <nav>
            <a href={`/staff/cash-up?date=${cashUp.date}`}>Back to the cash-up</a>
          </nav>
        </main>
      </body>
    </html>
  );
}

export function zReportDocument(cashUp: CashUp, closedAtLabel: string): Response {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<ZReport cashUp={cashUp} closedAtLabel={closedAtLabel} />)}`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": CSP,
    },
  });
}
