import { z } from "zod";

/**
 * A whole number as a person types it into a form or a URL: digits only (spaces around them
 * are forgiven), at most nine of them. `Number()` and `z.coerce.number()` also read "0x10",
 * "1e1", "" and " " as numbers, which no one at the desk meant.
 */
export function parseWholeNumber(text: string): number | null {
  const digits = text.trim();
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** The same as a zod schema for form and query fields. */
export const wholeNumber = (message = "Enter a whole number.") =>
  z
    .string(message)
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
