import PDFDocument from "pdfkit";
import type { BooksDocument } from "./documents.server.ts";
import { pdfText } from "./pdf-text.ts";

/**
 * An invoice or credit note as a PDF (pdfkit, its standard Helvetica: nothing to embed, a
 * few kilobytes), attached to the receipt e-mail and offered for download beside the
 * printable page. It says what the page says: seller, buyer, lines, net, tax and total.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const INK = "#111111";
const MUTED = "#555555";

export async function documentPdf(doc: BooksDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: pdfText(`${doc.title} ${doc.number}`),
      Author: pdfText(doc.seller.brand),
      // Dated with the document, so the same document makes the same file.
      CreationDate: new Date(`${doc.issuedOn}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  draw(pdf, doc);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

function draw(pdf: PDFKit.PDFDocument, doc: BooksDocument) {
  const text = (value: string) => pdfText(value);
  pdf
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(text(doc.seller.brand.toUpperCase()), { characterSpacing: 1 });
  pdf.font("Helvetica").fontSize(10).fillColor(MUTED).text(text(doc.seller.address));
  if (doc.seller.taxNumber) pdf.text(text(`${doc.taxCharged?.name ?? "Tax"} number: ${doc.seller.taxNumber}`));
  pdf.moveDown(1.5);
  pdf
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(text(`${doc.title} ${doc.number}`));
  pdf.moveDown(0.5);
  const facts: [string, string][] = [
    ["Date", doc.dateLabel],
    ["Billed to", doc.buyer.name ? `${doc.buyer.name} (${doc.buyer.email})` : doc.buyer.email],
    [doc.kind === "invoice" ? "Paid by" : "Refunded to", doc.paidBy],
  ];
  if (doc.credits) {
    facts.push(["Credits invoice", doc.credits.invoiceNumber ?? "a payment made before invoices"]);
    facts.push(["Reason", doc.credits.reason]);
  }
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf.font("Helvetica").fontSize(10).fillColor(MUTED).text(text(label), MARGIN, y, { width: 110 });
    pdf.fillColor(INK).text(text(value), MARGIN + 120, y, { width: WIDTH - 120 });
    pdf.moveDown(0.3);
  }
  pdf.moveDown(1);
  linesTable(pdf, doc);
  if (doc.taxCharged) {
    pdf.moveDown(1);
    pdf
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        text(
          `${doc.taxCharged.name} at ${doc.taxCharged.rate}${doc.taxCharged.pricesIncludeTax ? ", included in the prices" : ", added to the prices"}. Amounts in ${doc.currency}.`,
        ),
        MARGIN,
        pdf.y,
        { width: WIDTH },
      );
  }
}

function linesTable(pdf: PDFKit.PDFDocument, doc: BooksDocument) {
  const taxed = doc.taxCharged !== null;
  // Description, then the amounts right-aligned: net, tax and total when taxed, the amount alone when not.
  const amountWidth = 80;
  const amountColumns = taxed ? ["Net", doc.taxCharged?.name ?? "Tax", "Total"] : ["Amount"];
  const descriptionWidth = WIDTH - amountColumns.length * amountWidth;
  const row = (cells: string[], { bold = false, rule = true }: { bold?: boolean; rule?: boolean } = {}) => {
    const y = pdf.y;
    pdf
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor(INK);
    const [description = "", ...amounts] = cells;
    pdf.text(pdfText(description), MARGIN, y, { width: descriptionWidth - 8 });
    let bottom = pdf.y;
    amounts.forEach((amount, i) => {
      pdf.text(pdfText(amount), MARGIN + descriptionWidth + i * amountWidth, y, { width: amountWidth, align: "right" });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 4;
    if (rule) {
      pdf
        .moveTo(MARGIN, pdf.y)
        .lineTo(MARGIN + WIDTH, pdf.y)
        .lineWidth(0.5)
        .strokeColor("#cccccc")
        .stroke();
      pdf.y += 6;
    }
  };
  row(["Item", ...amountColumns], { bold: true });
  for (const line of doc.lines) row([line.description, ...(taxed ? [line.net, line.tax, line.gross] : [line.gross])]);
  if (taxed) {
    row([`Net`, "", "", doc.totals.net], { rule: false });
    row([`${doc.taxCharged?.name} ${doc.taxCharged?.rate}`, "", "", doc.totals.tax], { rule: false });
  }
  row(
    [
      `${doc.kind === "invoice" ? "Total paid" : "Total credited"} (${doc.currency})`,
      ...(taxed ? ["", ""] : []),
      doc.totals.gross,
    ],
    {
      bold: true,
      rule: false,
    },
  );
}
