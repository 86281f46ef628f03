import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from "#app/platform/security/input-limits.ts";

/** The fields of the contact form, by their form names. */
export type ContactField = "fullName" | "email" | "class" | "comment";

/** What a POST to /contact answers, for the form to show. */
export type ContactResult =
  | { status: "sent"; fullName: string }
  | { status: "invalid"; errors: Partial<Record<ContactField, string>>; values: Partial<Record<ContactField, string>> }
  | { status: "rate-limited"; retryAfter: number; values: Partial<Record<ContactField, string>> };

/** The honeypot: a field people never see or fill in, and form-filling bots do. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_LIMITS = {
  fullNameMax: PERSON_NAME_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  commentMax: 2000,
} as const;
