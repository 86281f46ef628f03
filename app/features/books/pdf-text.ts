/**
 * Text for the PDF's standard fonts (Helvetica), which draw only the Windows-1252 characters:
 * accented letters of Western languages are kept, other letters lose their accents
 * ("Łódź" → "Lodz"), and anything else becomes "?" rather than a wrong glyph.
 */
const WINDOWS_1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const LOOK_ALIKES: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i", ø: "ø", Ø: "Ø", "\u2212": "-" };

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.includes(char);
}

export function pdfText(text: string): string {
  let out = "";
  for (const char of text) {
    if (drawable(char)) out += char;
    else if (char === "\n" || char === "\t") out += " ";
    else {
      const plain = LOOK_ALIKES[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += [...plain].every(drawable) && plain.length > 0 ? plain : "?";
    }
  }
  return out;
}
