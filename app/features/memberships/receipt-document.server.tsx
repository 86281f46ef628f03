import { renderToStaticMarkup } from "react-dom/server";
import { site } from "#app/content/site.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import type { Payment } from "./payments.server.ts";

/**
 * A payment's receipt as a document of its own: black on white, no scripts, no site chrome,
 * so it prints as it looks. Its Content-Security-Policy allows its inline style and nothing
 * else.
 */
const RECEIPT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #111; background: #fff; margin: 0; }
  main { max-width: 40rem; margin: 2rem auto; padding: 0 1.25rem; }
  h1 { font-size: 1.75rem; margin: 0; letter-spacing: .02em; text-transform: uppercase; }
  h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
  .muted { color: #555; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { text-align: left; padding: .5rem 0; border-bottom: 1px solid #ccc; }
  td.amount, th.amount { text-align: right; }
  tfoot th, tfoot td { border-bottom: 0; font-weight: 700; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0 0; }
  dt { color: #555; } dd { margin: 0; }
  .refunded { border: 2px solid #b00; color: #b00; padding: .5rem .75rem; font-weight: 700; display: inline-block; }
  nav { margin-top: 2rem; }
  @media print { nav { display: none; } main { margin: 0 auto; } }
`;

function Receipt({ payment, member }: { payment: Payment; member: { name: string; email: string } }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Receipt: ${payment.item}, ${payment.dateLabel} | ${site.brand}`}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>
          <header>
            <h1>{site.brand}</h1>
            <p className="muted">
              {siteDetails().contact.address}
              <br />
              {siteDetails().contact.phone} · {siteDetails().contact.email}
            </p>
          </header>
          <h2>Receipt</h2>
          {payment.refundedAt ? <p className="refunded">Refunded</p> : null}
          <dl>
            <dt>Receipt</dt>
            <dd>{payment.id}</dd>
            <dt>Date</dt>
            <dd>{payment.dateLabel}</dd>
            <dt>Billed to</dt>
            <dd>{member.name ? `${member.name} (${member.email})` : member.email}</dd>
            <dt>Paid by</dt>
            <dd>{payment.methodLabel}</dd>
          </dl>
          <table>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="amount">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{payment.item}</td>
                <td className="amount">{payment.amountLabel}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total paid ({payment.currency})</th>
                <td className="amount">{payment.amountLabel}</td>
              </tr>
            </tfoot>
          </table>
          <nav>
            <p className="muted">Print this page with your browser's Print command, or save it as a PDF.</p>
            <a href="/account#payments">Back to your account</a>
          </nav>
        </main>
      </body>
    </html>
  );
}

export function receiptDocument(payment: Payment, member: { name: string; email: string }): Response {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<Receipt payment={payment} member={member} />)}`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": RECEIPT_CSP,
    },
  });
}
