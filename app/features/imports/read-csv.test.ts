import { describe, expect, it } from "vitest";
import { decodeText, parseCsvText, readCsv, sniffDelimiter, UnreadableFile } from "./read-csv.server.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, endian: "le" | "be"): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(endian === "le" ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const [high, low] = [code >> 8, code & 0xff];
    bytes.set(endian === "le" ? [low, high] : [high, low], 2 + i * 2);
  }
  return bytes;
}

/** Windows-1252, as Excel on Windows saves "CSV": one byte a character (é is 0xE9, € is 0x80). */
function windows1252(text: string): Uint8Array {
  const table: Record<string, number> = { "€": 0x80, "’": 0x92 };
  return Uint8Array.from([...text].map((char) => table[char] ?? char.charCodeAt(0)));
}

const sample = "Email,Name\r\nzoe@example.com,Zoë Brontë\r\n";

describe("reading an uploaded member export", () => {
  it("reads UTF-8 with and without a byte-order mark", () => {
    expect(readCsv(utf8(sample)).rows).toEqual([["zoe@example.com", "Zoë Brontë"]]);
    const withBom = readCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(sample)]));
    expect(withBom.headings).toEqual(["Email", "Name"]);
    expect(withBom.encoding).toBe("utf-8");
  });

  it.each(["le", "be"] as const)("reads UTF-16 (%s) with its byte-order mark", (endian) => {
    const file = readCsv(utf16(sample, endian));
    expect(file.encoding).toBe(`utf-16${endian}`);
    expect(file.rows).toEqual([["zoe@example.com", "Zoë Brontë"]]);
  });

  it("reads Windows-1252 when the bytes are not UTF-8", () => {
    const file = readCsv(windows1252("Email;Name;Note\r\njose@example.com;José Núñez;Paid €39 at the desk’s till\r\n"));
    expect(file.encoding).toBe("windows-1252");
    expect(file.delimiter).toBe(";");
    expect(file.rows[0]).toEqual(["jose@example.com", "José Núñez", "Paid €39 at the desk’s till"]);
  });

  it("finds the delimiter from the heading row: comma, semicolon or tab, never one inside quotes", () => {
    expect(sniffDelimiter("a,b,c\n1;2;3")).toBe(",");
    expect(sniffDelimiter("a;b;c\n")).toBe(";");
    expect(sniffDelimiter("a\tb\tc\n")).toBe("\t");
    expect(sniffDelimiter('"Last, First";Email;Phone\n')).toBe(";");
    expect(sniffDelimiter("Email\n")).toBe(",");
  });

  it("keeps quoted cells whole (commas, quotes, line breaks) and pads short rows", () => {
    const file = parseCsvText(
      'Email,Note,Phone\r\na@example.com,"Line one\nline ""two"", and more"\r\nb@example.com\r\n',
    );
    expect(file.rows).toEqual([
      ["a@example.com", 'Line one\nline "two", and more', ""],
      ["b@example.com", "", ""],
    ]);
  });

  it("names empty and repeated headings so each column can be mapped on its own", () => {
    expect(parseCsvText("Phone,,Phone\r\n1,2,3\r\n").headings).toEqual(["Phone", "Column 2", "Phone (2)"]);
  });

  it.each([
    ["an empty file", new Uint8Array(), "EMPTY_FILE"],
    ["headings alone", utf8("Email,Name\r\n"), "EMPTY_FILE"],
    ["a spreadsheet workbook", utf8("PK\u0003\u0004\u0000\u0000"), "NOT_CSV"],
    ["an unclosed quote", utf8('Email,Name\r\n"a@example.com,Ann\r\n'), "INVALID_CSV"],
  ])("refuses %s with a reason", (_, bytes, code) => {
    expect(() => readCsv(bytes)).toThrow(UnreadableFile);
    try {
      readCsv(bytes);
    } catch (error) {
      expect((error as UnreadableFile).code).toBe(code);
    }
  });

  it("says which encoding it read", () => {
    expect(decodeText(utf8("é")).encoding).toBe("utf-8");
    expect(decodeText(Uint8Array.of(0xe9)).text).toBe("é");
  });
});
