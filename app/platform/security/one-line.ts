import { z } from "zod";
import { hasControlCharacters, hasLineBreak } from "./control-characters.ts";

/**
 * A one-line text of the JSON API (a trainer named by a script, a closure's reason): `min` to
 * `max` characters, refused when it holds a line break or another control character, in the
 * API's words ("reason: must be on one line (no line breaks)."). The forms' fields say the
 * same in a sentence of their own (app/features/timetable/form-fields.server.ts).
 */
export function oneLineString(max: number, min = 0) {
  return z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !hasLineBreak(value), "must be on one line (no line breaks).")
    .refine((value) => !hasControlCharacters(value), "must not hold control characters.");
}
