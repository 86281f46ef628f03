import { renderToStaticMarkup } from "react-dom/server";
import { formatMoney } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import type { CreditedRefund } from "#app/features/books/documents.server.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import type { Payment } from "./payments.server.ts";
import { longDateLabel } from "./wording.ts";

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
  .brand { font-size: 1.75rem; font-weight: 700; margin: 0; letter-spacing: .02em; text-transform: uppercase; }
  h1 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
  .muted { color: #555; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { text-align: left; padding: .5rem 0; border-bottom: 1px solid #ccc; }
  td.amount, th.amount { text-align: right; }
  tfoot th, tfoot td { border-bottom: 0; font-weight: 700; }
  tfoot tr.refund th, tfoot tr.refund td { font-weight: 400; color: #b00; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0 0; }
  dt { color: #555; } dd { margin: 0; }
  .refunded { border: 2px solid #b00; color: #b00; padding: .5rem .75rem; font-weight: 700; display: inline-block; }
  nav { margin-top: 2rem; }
  @media print { nav { display: none; } main { margin: 0 auto; } }
`;

/**
 * What of the payment went back, as the books recorded it: each credit note (date, number,
 * amount). A refund made before credit notes were issued went back whole, on its day.
 */
function refundLines(payment: Payment, refunds: CreditedRefund[]) {
  if (refunds.length > 0) {
    return refunds.map((refund) => ({
      key: refund.number,
      label: `Refunded on ${refund.dateLabel}, credit note ${refund.number}`,
      amount: refund.gross,
    }));
  }
  return payment.refundedAt
    ? [{ key: "refund", label: `Refunded on ${longDateLabel(payment.refundedAt)}`, amount: payment.amount }]
    : [];
}

function Receipt({
  payment,
  member,
  refunds,
}: {
  payment: Payment;
  member: { name: string; email: string };
  refunds: CreditedRefund[];
}) {
  const refunded = refundLines(payment, refunds);
  const net = payment.amount - refunded.reduce((sum, line) => sum + line.amount, 0);
  const money = (amount: number) => formatMoney(amount, payment.currency);
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
            <p className="brand">{site.brand}</p>
            <p className="muted">
              {siteDetails().contact.address}
              <br />
              {siteDetails().contact.phone} · {siteDetails().contact.email}
            </p>
          </header>
          <h1>Receipt</h1>
          {refunded.length > 0 ? <p className="refunded">{net > 0 ? "Partly refunded" : "Refunded"}</p> : null}
          <dl>
            <dt>Number</dt>
            <dd>{payment.id}</dd>
            <dt>Date</dt>
            <dd>{payment.dateLabel}</dd>
            <dt>Billed to</dt>
            <dd>{member.name ? `${member.name} (${member.email})` : member.email}</dd>
            <dt>Paid by</dt>
            <dd>{payment.methodLabel}</dd>
            {payment.invoiceNumber ? (
              <>
                <dt>Invoice</dt>
                <dd>{payment.invoiceNumber}</dd>
              </>
            ) : null}
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
                <th scope="row">
                  {refunded.length > 0 ? "Paid" : "Total paid"} ({payment.currency})
                </th>
                <td className="amount">{payment.amountLabel}</td>
              </tr>
              {refunded.map((line) => (
                <tr key={line.key} className="refund">
                  <th scope="row">{line.label}</th>
                  <td className="amount">−{money(line.amount)}</td>
                </tr>
              ))}
              {refunded.length > 0 ? (
                <tr>
                  <th scope="row">Total paid, after refunds ({payment.currency})</th>
                  <td className="amount">{money(net)}</td>
                </tr>
              ) : null}
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

export function receiptDocument(
  payment: Payment,
  member: { name: string; email: string },
  refunds: CreditedRefund[] = [],
): Response {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<Receipt payment={payment} member={member} refunds={refunds} />)}`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": RECEIPT_CSP,
    },
  });
}
