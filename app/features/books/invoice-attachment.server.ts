import type { Kysely } from "kysely";
import type { MailAttachment } from "#app/features/mail/message.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { documentPdf } from "./document-pdf.server.ts";
import { creditNoteByNumber, invoiceByNumber } from "./documents.server.ts";

/** A document's PDF as an e-mail attachment ("INV-2026-000001.pdf"), read in the transaction that issued it. */
export async function invoiceAttachment(trx: Kysely<Tables>, number: string): Promise<MailAttachment | null> {
  const doc = await invoiceByNumber(trx, number);
  return doc ? pdfAttachment(doc) : null;
}

export async function creditNoteAttachment(trx: Kysely<Tables>, number: string): Promise<MailAttachment | null> {
  const doc = await creditNoteByNumber(trx, number);
  return doc ? pdfAttachment(doc) : null;
}

async function pdfAttachment(doc: Parameters<typeof documentPdf>[0]): Promise<MailAttachment> {
  return {
    filename: `${doc.number}.pdf`,
    contentType: "application/pdf",
    content: (await documentPdf(doc)).toString("base64"),
    encoding: "base64",
  };
}
