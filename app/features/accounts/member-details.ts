import { z } from "zod";
import { hasControlCharacters, hasLineBreak, toOneLineOfPlainText } from "#app/platform/security/control-characters.ts";
import { AUTH_LIMITS } from "./limits.ts";

/**
 * A member's details, as the member keeps them in /account and the desk corrects them:
 * name, phone, emergency contact. One schema for both (and for sign-up's phone), so a
 * value one of them may save the other may too.
 */
export interface MemberDetails {
  name: string;
  /** null: not given. */
  phone: string | null;
  /** null: not given. */
  emergencyContact: string | null;
}

export const detailsMessages = {
  nameRequired: "Enter a name.",
  nameTooLong: `Keep the name under ${AUTH_LIMITS.nameMax + 1} characters.`,
  phoneInvalid: "Enter a phone number of digits (with spaces, + ( ) - if you like), or leave it empty.",
  emergencyTooLong: `Keep the emergency contact under ${AUTH_LIMITS.emergencyContactMax + 1} characters.`,
  nameOneLine: "Write the name on one line.",
  emergencyOneLine: "Write the emergency contact on one line.",
} as const;

export const sameDetails = (a: MemberDetails, b: MemberDetails) =>
  a.name === b.name && a.phone === b.phone && a.emergencyContact === b.emergencyContact;

/** Digits, spaces and the usual punctuation, with at least six digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** A phone number as typed, trimmed; empty means none. Null when it is not a phone number. */
export function cleanPhone(typed: string): string | null | undefined {
  const phone = typed.trim().replace(/\s+/g, " ");
  if (phone === "") return null;
  if (phone.length > AUTH_LIMITS.phoneMax || !PHONE_PATTERN.test(phone)) return undefined;
  return phone.replace(/\D/g, "").length >= 6 ? phone : undefined;
}

/** A line break is refused (it would start a line of its own in e-mail, calendars, CSV); other oddities are tidied away. */
const oneLine = (max: number, tooLong: string, lineBreak: string) =>
  z
    .string()
    .max(max * 2, tooLong)
    .refine((typed) => !hasLineBreak(typed), lineBreak)
    .transform(toOneLineOfPlainText)
    .pipe(z.string().max(max, tooLong));

export const memberDetailsSchema = z.object({
  name: oneLine(AUTH_LIMITS.nameMax, detailsMessages.nameTooLong, detailsMessages.nameOneLine).pipe(
    z.string().min(1, detailsMessages.nameRequired),
  ),
  phone: z.string().transform((typed, ctx) => {
    const phone = cleanPhone(typed);
    if (phone === undefined) {
      ctx.addIssue({ code: "custom", message: detailsMessages.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  }),
  emergencyContact: oneLine(
    AUTH_LIMITS.emergencyContactMax,
    detailsMessages.emergencyTooLong,
    detailsMessages.emergencyOneLine,
  ).transform((contact) => contact || null),
});

/** The details from a posted form: the parsed details, or the first problem in words; and what was typed. */
export function detailsFromForm(
  form: FormData,
):
  | { ok: true; details: MemberDetails; typed: Record<string, string> }
  | { ok: false; message: string; typed: Record<string, string> } {
  const typed = {
    name: String(form.get("name") ?? ""),
    phone: String(form.get("phone") ?? ""),
    emergencyContact: String(form.get("emergencyContact") ?? ""),
  };
  const parsed = memberDetailsSchema.safeParse(typed);
  if (parsed.success) return { ok: true, details: parsed.data, typed };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "Check the details.", typed };
}

/** Details as a refused form shows them again: every field as text, "" for none. */
export function detailsAsTyped(details: MemberDetails): Record<keyof MemberDetails, string> {
  return { name: details.name, phone: details.phone ?? "", emergencyContact: details.emergencyContact ?? "" };
}

/** A name a person may sign up with: one line, not empty, within the limit. */
export function isUsableName(name: string): boolean {
  return !hasControlCharacters(name) && name.trim().length > 0 && name.length <= AUTH_LIMITS.nameMax;
}

/**
 * Whether the account still lacks a real name: none, or the part of the e-mail address
 * before the @, which is what sign-up stored in place of a name before it asked for one
 * (so "mia" for mia@example.com; "Mia" is a name someone typed).
 */
export function needsName(account: { name: string; email: string }): boolean {
  const name = account.name.trim();
  return name === "" || name === account.email.split("@")[0];
}
