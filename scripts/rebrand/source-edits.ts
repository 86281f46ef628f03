/**
 * Small, strict edits of a content module's source, as a gym would make them by hand. Each
 * one finds exactly what it was told to find or stops with a message that names the file
 * and what is missing, so a change to the content model shows up as a clear failure of the
 * re-brand check, never as a silently skipped edit.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export class EditError extends Error {
  override name = "EditError";
}

/** Reads `file` under `root`, lets `edit` change its text, and writes it back. */
export function editFile(root: string, file: string, edit: (source: string) => string): void {
  const target = path.join(root, file);
  const before = readFileSync(target, "utf8");
  let after: string;
  try {
    after = edit(before);
  } catch (error) {
    if (error instanceof EditError) throw new EditError(`${file}: ${error.message}`);
    throw error;
  }
  if (after === before) throw new EditError(`${file}: the edit changed nothing`);
  writeFileSync(target, after);
}

/** Replaces every match of `pattern` (a global RegExp); at least `atLeast` must match. */
export function replaceAll(source: string, pattern: RegExp, replacement: string, atLeast = 1): string {
  if (!pattern.global) throw new Error(`replaceAll needs a global pattern: ${pattern}`);
  const count = [...source.matchAll(pattern)].length;
  if (count < atLeast) throw new EditError(`expected at least ${atLeast} of ${pattern}, found ${count}`);
  return source.replace(pattern, replacement);
}

/** Replaces every occurrence of `text`; there must be at least one. */
export function replaceText(source: string, text: string, replacement: string): string {
  if (!source.includes(text)) throw new EditError(`expected ${JSON.stringify(text)}, found none`);
  return source.replaceAll(text, () => replacement);
}

/** Replaces the one occurrence of `text`; none or several is an error. */
export function replaceOnce(source: string, text: string, replacement: string): string {
  const count = source.split(text).length - 1;
  if (count !== 1) throw new EditError(`expected ${JSON.stringify(text)} once, found it ${count} times`);
  return source.replace(text, () => replacement);
}

/** Where the bracket that opens at `open` closes (strings and comments are not expected inside content arrays' brackets). */
function matchingClose(source: string, open: number): number {
  const pairs: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
  const stack: string[] = [];
  let quote: string | null = null;
  for (let index = open; index < source.length; index++) {
    const char = source[index] as string;
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === "`") quote = char;
    else if (pairs[char]) stack.push(pairs[char] as string);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  throw new EditError(`unbalanced brackets from offset ${open}`);
}

/** The innermost `open`…`close` bracket pair around `offset`. */
function enclosing(source: string, offset: number, open: string): [start: number, end: number] {
  let depth = 0;
  const close = { "(": ")", "[": "]", "{": "}" }[open];
  for (let index = offset; index >= 0; index--) {
    const char = source[index];
    if (char === close && index !== offset) depth++;
    else if (char === open) {
      if (depth === 0) return [index, matchingClose(source, index)];
      depth--;
    }
  }
  throw new EditError(`no ${open} around offset ${offset}`);
}

/**
 * Removes each list element (an object `{…}`, a tuple `[…]` or a call `name(…)`) that
 * contains `needle`, with its trailing comma and its line if it had one of its own.
 * `expected` is how many there must be (at least one).
 */
export function removeElementsContaining(
  source: string,
  needle: string,
  kind: "object" | "tuple" | "call",
  expected: { atLeast: number } = { atLeast: 1 },
): string {
  const open = kind === "object" ? "{" : kind === "tuple" ? "[" : "(";
  let result = source;
  let removed = 0;
  for (let at = result.indexOf(needle); at !== -1; at = result.indexOf(needle)) {
    let [start, end] = enclosing(result, at, open);
    if (kind === "call") {
      while (start > 0 && /[\w$.]/.test(result[start - 1] as string)) start--;
    }
    end++;
    if (result[end] === ",") end++;
    const lineStart = result.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = result.indexOf("\n", end);
    const ownLine = /^\s*$/.test(result.slice(lineStart, start)) && /^\s*$/.test(result.slice(end, lineEnd));
    result = ownLine
      ? result.slice(0, lineStart) + result.slice(lineEnd + 1)
      : result.slice(0, start) + result.slice(end);
    removed++;
  }
  if (removed < expected.atLeast) {
    throw new EditError(
      `expected at least ${expected.atLeast} element(s) containing ${JSON.stringify(needle)}, found ${removed}`,
    );
  }
  return result;
}

/** Inserts `element` (source text, without a trailing comma) first or last in the array literal that follows `declaration`. */
export function insertIntoArray(source: string, declaration: string, element: string, where: "first" | "last"): string {
  return insertIntoLiteral(source, declaration, "[", element, where);
}

/** Inserts `property` (source text `key: value`, without a trailing comma) last in the object literal that follows `declaration`. */
export function insertIntoObject(source: string, declaration: string, property: string): string {
  return insertIntoLiteral(source, declaration, "{", property, "last");
}

/** The array (`[`) or object (`{`) literal assigned in `declaration`, which must appear once, with `entry` added. */
function insertIntoLiteral(
  source: string,
  declaration: string,
  opener: "[" | "{",
  entry: string,
  where: "first" | "last",
): string {
  const at = source.indexOf(declaration);
  if (at === -1 || source.indexOf(declaration, at + 1) !== -1) {
    throw new EditError(`expected ${JSON.stringify(declaration)} once`);
  }
  const open = source.indexOf(opener, source.indexOf("=", at + declaration.length));
  const kind = opener === "[" ? "array" : "object";
  if (open === -1) throw new EditError(`no ${kind} literal after ${JSON.stringify(declaration)}`);
  if (where === "first") return `${source.slice(0, open + 1)}\n  ${entry},${source.slice(open + 1)}`;
  const close = matchingClose(source, open);
  const before = source.slice(0, close).trimEnd();
  const separator = before.endsWith(",") || before.endsWith(opener) ? "" : ",";
  return `${before}${separator}\n  ${entry},\n${source.slice(close)}`;
}
