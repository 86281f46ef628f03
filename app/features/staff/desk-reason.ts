import { z } from "zod";
import { hasLineBreak, toOneLineOfPlainText } from "#app/platform/security/control-characters.ts";
import { StaffRefused } from "./errors.ts";
import { STAFF_LIMITS } from "./limits.ts";

/**
 * A reason typed at the desk (a session cancelled, a place beyond capacity, credits added or
 * taken away): members read it on the schedule and in e-mail, so it is one line. A line
 * break is refused with a sentence saying so; other control characters become spaces.
 * `lengthRefusal`: what the desk is told when it is too short or too long.
 */
export function deskReason(typed: string, lengthRefusal: string): string {
  const parsed = z
    .string()
    .refine((value) => !hasLineBreak(value), "Write the reason on one line.")
    .transform(toOneLineOfPlainText)
    .pipe(z.string().min(STAFF_LIMITS.reasonMin, lengthRefusal).max(STAFF_LIMITS.reasonMax, lengthRefusal))
    .safeParse(typed);
  if (!parsed.success) throw new StaffRefused("INVALID_INPUT", parsed.error.issues[0]?.message ?? lengthRefusal);
  return parsed.data;
}
