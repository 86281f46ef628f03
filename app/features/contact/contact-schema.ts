import { z } from "zod";
import { hasControlCharacters, hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import { CONTACT_LIMITS, type ContactField } from "./contact-result.ts";

/**
 * The contact form's rules, checked on the server whatever the browser did. `classes`: the
 * titles the form offers (the classes the gym teaches now).
 */
export const contactSchema = (classes: readonly string[]) =>
  z.object({
    fullName: z
      .string()
      .trim()
      .min(1, "Please enter your full name.")
      .max(CONTACT_LIMITS.fullNameMax, `Please keep your name under ${CONTACT_LIMITS.fullNameMax + 1} characters.`)
      .refine((value) => !hasControlCharacters(value), "Please use only printable characters in your name."),
    email: z
      .string()
      .trim()
      .min(1, "Please enter your e-mail address.")
      .max(CONTACT_LIMITS.emailMax, "That e-mail address is too long.")
      .pipe(z.email("Please enter a valid e-mail address.")),
    class: z
      .string()
      .refine((value) => value === "" || classes.includes(value), "Please choose a class from the list.")
      .transform((value) => (value === "" ? null : value)),
    comment: z
      .string()
      .max(CONTACT_LIMITS.commentMax, `Please keep your comment under ${CONTACT_LIMITS.commentMax + 1} characters.`)
      // Inquiries are read in a terminal (`npm run inquiries`), where control characters are commands.
      .refine(
        (value) => !hasControlCharactersBesidesLines(value),
        "Please use only printable characters in your comment (line breaks are fine).",
      ),
  });

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

const FIELDS: ContactField[] = ["fullName", "email", "class", "comment"];

/** Reads the form's fields as strings (missing ones empty, files ignored). */
export function contactValues(form: FormData): Record<ContactField, string> {
  const values = {} as Record<ContactField, string>;
  for (const field of FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function validateContact(
  values: Record<ContactField, string>,
  classes: readonly string[],
): { ok: true; data: ContactInput } | { ok: false; errors: Partial<Record<ContactField, string>> } {
  const result = contactSchema(classes).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
