import { describe, expect, it } from "vitest";
import {
  escapeControlCharacters,
  escapeControlCharactersKeepingLines,
  hasControlCharacters,
  hasControlCharactersBesidesLines,
  hasLineBreak,
  toOneLineOfPlainText,
} from "./control-characters.ts";

const ESC = "\u001b";

describe("escaping control characters for logs and terminals", () => {
  it("shows escape sequences, carriage returns and forged lines as visible text", () => {
    const clipboardWrite = `${ESC}]52;c;ZWNobyBoaQ==\u0007`;
    expect(escapeControlCharacters(clipboardWrite)).toBe("\\x1b]52;c;ZWNobyBoaQ==\\x07");
    expect(escapeControlCharacters(`${ESC}[2J${ESC}[H`)).toBe("\\x1b[2J\\x1b[H");
    expect(escapeControlCharacters("ok\rFAKE")).toBe("ok\\rFAKE");
    expect(escapeControlCharacters("x\n2026-01-01 ERROR forged")).toBe("x\\n2026-01-01 ERROR forged");
    expect(escapeControlCharacters("C1 \u009b31m and DEL \u007f")).toBe("C1 \\x9b31m and DEL \\x7f");
    expect(escapeControlCharacters("right-to-left \u202eevil")).toBe("right-to-left \\u202eevil");
  });

  it("leaves ordinary text alone, accents and emoji included", () => {
    const text = "Zoë O'Brien — “hi” 💪 <ann@example.com>";
    expect(escapeControlCharacters(text)).toBe(text);
  });

  it("keeps newlines and tabs where text is meant to span lines", () => {
    expect(escapeControlCharactersKeepingLines(`line one\n\tline two${ESC}[31m`)).toBe("line one\n\tline two\\x1b[31m");
    expect(escapeControlCharactersKeepingLines("over\rwrite")).toBe("over\\rwrite");
  });

  it("tells which input holds control characters", () => {
    expect(hasControlCharacters("Ann Lee")).toBe(false);
    expect(hasControlCharacters("Ann\nLee")).toBe(true);
    expect(hasControlCharactersBesidesLines("one\r\ntwo\n\tthree")).toBe(false);
    expect(hasControlCharactersBesidesLines(`a${ESC}[2J`)).toBe(true);
    expect(hasControlCharactersBesidesLines("a\rb")).toBe(true);
    expect(hasControlCharactersBesidesLines("a\u0085b")).toBe(true);
  });

  it("finds a line break of every kind in text meant for one line, and nothing else", () => {
    for (const lineBreak of ["\n", "\r", "\r\n", "\u000b", "\u000c", "\u0085", "\u2028", "\u2029"]) {
      expect(hasLineBreak(`Yoga${lineBreak}X-INJECTED:1`), JSON.stringify(lineBreak)).toBe(true);
    }
    expect(hasLineBreak("Yoga\twith Maya: 9:00; early, bright")).toBe(false);
  });
});

describe("one line of plain text", () => {
  it("turns every control and invisible formatting character into a space, and squeezes spaces", () => {
    expect(toOneLineOfPlainText("  Coach\nis\u0007 ill\u202e today\u2028 ")).toBe("Coach is ill today");
    expect(toOneLineOfPlainText("\u001b[2JClosed")).toBe("[2JClosed");
  });
});
