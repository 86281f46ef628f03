import { inspect } from "node:util";
import { escapeControlCharacters } from "#app/platform/security/control-characters.ts";

export type LogLevel = "info" | "warn" | "error";

function text(part: unknown): string {
  return typeof part === "string" ? part : inspect(part, { depth: 4, breakLength: Number.POSITIVE_INFINITY });
}

/**
 * One log entry as one line: the parts joined by spaces (objects and errors inspected,
 * stacks included) with every control character escaped, so nothing a visitor sent can
 * start a forged line or reach the operator's terminal as an escape sequence.
 */
export function logLine(...parts: unknown[]): string {
  return escapeControlCharacters(parts.map(text).join(" "));
}

/** The server's log: standard output for info, standard error for warnings and errors. */
export const log = {
  info: (...parts: unknown[]) => console.log(logLine(...parts)),
  warn: (...parts: unknown[]) => console.warn(logLine(...parts)),
  error: (...parts: unknown[]) => console.error(logLine(...parts)),
} satisfies Record<LogLevel, (...parts: unknown[]) => void>;
