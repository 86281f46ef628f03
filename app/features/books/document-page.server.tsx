import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { documentPdf } from "./document-pdf.server.ts";
import type { BooksDocument } from "./documents.server.ts";
import { DOCUMENT_NUMBER_PATTERN } from "./numbering.server.ts";

/**
 * An invoice or a credit note as a document of its own, like the receipt: black on white, no
 * scripts, no site chrome, so it prints as it looks, with its PDF a link away
 * (`…/INV-2026-000001.pdf`). Its Content-Security-Policy allows its inline style and nothing else.
 */
const DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #111; background: #fff; margin: 0; }
  main { max-width: 46rem; margin: 2rem auto; padding: 0 1.25rem; }
  h1 { font-size: 1.75rem; margin: 0; letter-spacing: .02em; text-transform: uppercase; }
  h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
  .muted { color: #555; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { text-align: left; padding: .5rem .5rem .5rem 0; border-bottom: 1px solid #ccc; vertical-align: top; }
  .amount { text-align: right; white-space: nowrap; padding-right: 0; }
  tfoot th, tfoot td { border-bottom: 0; }
  tfoot tr.total th, tfoot tr.total td { font-weight: 700; border-top: 2px solid #111; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0 0; }
  dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
  nav { margin-top: 2rem; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; }
  @media (max-width: 30rem) { th, td { font-size: .875rem; } }
  @media print { nav { display: none; } main { margin: 0 auto; } }
`;

function Document({ doc, back }: { doc: BooksDocument; back: { href: string; label: string } }) {
  const tax = doc.taxCharged;
  const columns = tax ? 4 : 2;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${doc.title} ${doc.number} | ${doc.seller.brand}`}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>
          <header>
            <h1>{doc.seller.brand}</h1>
            <p className="muted">
              {doc.seller.address}
              {doc.seller.taxNumber ? (
                <>
                  <br />
                  {tax?.name ?? "Tax"} number: {doc.seller.taxNumber}
                </>
              ) : null}
            </p>
          </header>
          <h2>
            {doc.title} {doc.number}
          </h2>
          <dl>
            <dt>Number</dt>
            <dd>{doc.number}</dd>
            <dt>Date</dt>
            <dd>{doc.dateLabel}</dd>
            <dt>Billed to</dt>
            <dd>{doc.buyer.name ? `${doc.buyer.name} (${doc.buyer.email})` : doc.buyer.email}</dd>
            <dt>{doc.kind === "invoice" ? "Paid by" : "Refunded to"}</dt>
            <dd>{doc.paidBy}</dd>
            {doc.credits ? (
              <>
                <dt>Credits invoice</dt>
                <dd>{doc.credits.invoiceNumber ?? "a payment made before invoices"}</dd>
                <dt>Reason</dt>
                <dd>{doc.credits.reason}</dd>
              </>
            ) : null}
          </dl>
          <table>
            <caption className="muted" style={{ textAlign: "left" }}>
              Amounts in {doc.currency}
            </caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                {tax ? (
                  <>
                    <th scope="col" className="amount">
                      Net
                    </th>
                    <th scope="col" className="amount">
                      {tax.name}
                    </th>
                  </>
                ) : null}
                <th scope="col" className="amount">
                  {tax ? "Total" : "Amount"}
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((line, i) => (
                // Lines are kept in their order and may repeat a description: their place is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={i}>
                  <td>{line.description}</td>
                  {tax ? (
                    <>
                      <td className="amount">{line.net}</td>
                      <td className="amount">{line.tax}</td>
                    </>
                  ) : null}
                  <td className="amount">{line.gross}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {tax ? (
                <>
                  <tr>
                    <th scope="row" colSpan={columns - 1}>
                      Net
                    </th>
                    <td className="amount">{doc.totals.net}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={columns - 1}>
                      {tax.name} at {tax.rate}
                    </th>
                    <td className="amount">{doc.totals.tax}</td>
                  </tr>
                </>
              ) : null}
              <tr className="total">
                <th scope="row" colSpan={columns - 1}>
                  {doc.kind === "invoice" ? "Total paid" : "Total credited"}
                </th>
                <td className="amount">{doc.totals.gross}</td>
              </tr>
            </tfoot>
          </table>
          {tax ? (
            <p className="muted">
              {tax.name} at {tax.rate}, {tax.pricesIncludeTax ? "included in the prices" : "added to the prices"}.
            </p>
          ) : null}
          <nav>
            <a href={`${doc.number}.pdf`}>Download the PDF</a>
            <a href={back.href}>{back.label}</a>
          </nav>
          <p className="muted">Print this page with your browser's Print command.</p>
        </main>
      </body>
    </html>
  );
}

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** The number a URL asks for and whether it wants the PDF ("INV-2026-000001.pdf"); a malformed one is 404. */
export function requestedDocument(param: string | undefined): { number: string; pdf: boolean } {
  const raw = param ?? "";
  const pdf = raw.endsWith(".pdf");
  const number = pdf ? raw.slice(0, -".pdf".length) : raw;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) throw notFound();
  return { number, pdf };
}

/** The document as its page or its PDF; none is a 404 that says nothing of whether it exists for someone else. */
export async function documentResponse(
  doc: BooksDocument | undefined,
  { pdf, back }: { pdf: boolean; back: { href: string; label: string } },
): Promise<Response> {
  if (!doc) throw notFound();
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (pdf) {
    return new Response(new Uint8Array(await documentPdf(doc)), {
      headers: {
        ...headers,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${doc.number}.pdf"`,
      },
    });
  }
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<Document doc={doc} back={back} />)}`;
  return new Response(html, {
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": DOCUMENT_CSP },
  });
}
