import { inflateSync } from "node:zlib";

/**
 * What a PDF made by pdfkit says, for tests: its content streams inflated and the text of
 * each text operation decoded (Windows-1252, as its standard fonts draw it), one line per
 * operation. Enough to find a number or an amount in an invoice; not a PDF reader.
 */
export function textOfPdf(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /<<([^>]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1] ?? "").includes("FlateDecode")
        ? inflateSync(bytes).toString("latin1")
        : bytes.toString("latin1");
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const hex = [...(operation[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join("");
      lines.push(new TextDecoder("windows-1252").decode(Buffer.from(hex, "hex")));
    }
  }
  return lines.join("\n");
}
