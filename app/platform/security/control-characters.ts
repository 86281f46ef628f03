// biome-ignore-all lint/suspicious/noControlCharactersInRegex: matching control characters is this module's job.
/**
 * Text typed by strangers reaches logs and operators' terminals (`npm run inquiries`, the
 * server's output). Control characters there are instructions, not text: a newline forges
 * a log line, `\r` overwrites one, ESC sequences clear the screen or write the clipboard
 * (OSC 52). This module is the one place that knows which characters those are; every log
 * line and every CLI's output goes through it.
 */

/** C0 controls, DEL and C1 controls. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except newline and tab: what a multi-line text field may keep. */
const CONTROL_BUT_NEWLINE_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/**
 * Invisible characters that reorder or hide text on screen (bidirectional overrides and
 * isolates, line and paragraph separators): harmless in a browser, misleading in a terminal.
 */
const INVISIBLE_FORMATTING = /[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const ESCAPABLE = new RegExp(`${CONTROL.source}|${INVISIBLE_FORMATTING.source}`, "g");
const ESCAPABLE_BUT_NEWLINE_TAB = new RegExp(`${CONTROL_BUT_NEWLINE_TAB.source}|${INVISIBLE_FORMATTING.source}`, "g");

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeOne(character: string): string {
  const named = NAMED[character];
  if (named) return named;
  const code = character.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * Makes text safe to print on one line: every control or invisible formatting character
 * becomes a visible escape (`\n`, `\x1b`, `\u202e`), so what is printed is what was sent.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(ESCAPABLE, escapeOne);
}

/** As `escapeControlCharacters`, but newlines and tabs stay: for multi-line text shown as text. */
export function escapeControlCharactersKeepingLines(text: string): string {
  return text.replace(ESCAPABLE_BUT_NEWLINE_TAB, escapeOne);
}

/** Every character that ends a line somewhere: LF, CR, VT, FF, NEL and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\n\r\u000b\u000c\u0085\u2028\u2029]/;

/**
 * True when text meant for one line (a title, a name, a reason) holds a line break. Such a
 * value is refused, not flattened: it is written into calendars, e-mail headers and CSV
 * cells, where a line break starts a line of its own (docs/security.md).
 */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAK.test(text);
}

/** True when a single-line value holds any control character (newline and tab included). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** True when multi-line text holds a control character other than newline and tab (CR LF counts as a newline). */
export function hasControlCharactersBesidesLines(text: string): boolean {
  return CONTROL_BUT_NEWLINE_TAB.test(text.replace(/\r\n/g, "\n"));
}

/**
 * One line of plain text, as a short reason shown on a public page reads: every control and
 * invisible formatting character becomes a space, runs of spaces one, ends trimmed.
 */
export function toOneLineOfPlainText(text: string): string {
  return text.replace(ESCAPABLE, " ").replace(/\s+/g, " ").trim();
}
