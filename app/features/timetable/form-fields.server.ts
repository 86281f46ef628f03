import { z } from "zod";
import { weekdays } from "#app/content/weekdays.ts";
import { wholeNumber } from "#app/platform/http/whole-number.ts";
import {
  hasControlCharacters,
  hasControlCharactersBesidesLines,
  hasLineBreak,
} from "#app/platform/security/control-characters.ts";
import { TIMETABLE_LIMITS } from "./timetable-limits.ts";

/**
 * The timetable pages' fields as the forms send them (text), checked and turned into what
 * the edits take. A field that is not what it should be is refused with a sentence for
 * the person at the desk.
 */
const time = (what: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Give the ${what} as HH:MM, like 09:30.`);
const localDate = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `Give ${what} as a date.`);
const places = wholeNumber(`Give the places as a whole number from 1 to ${TIMETABLE_LIMITS.capacityMax}.`).pipe(
  z
    .number()
    .min(1, "A class needs at least one place.")
    .max(TIMETABLE_LIMITS.capacityMax, "That is more places than a session may have."),
);
const text = (what: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, `Give ${what}.`)
    .max(max, `Keep ${what} to ${max} characters.`)
    // A NUL or other control character cannot be stored by PostgreSQL, nor shown on a page.
    .refine((value) => !hasControlCharactersBesidesLines(value), `Type ${what} again without special characters.`);

/**
 * One line of text (a title, a name, a reason): a line break is refused, not flattened, for
 * these are written into calendars (NAME, SUMMARY), e-mail subjects and the schedule.
 * `field` names it in the refusal: "Write the title on one line."
 */
const line = (what: string, field: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, `Give ${what}.`)
    .max(max, `Keep ${what} to ${max} characters.`)
    .refine((value) => !hasLineBreak(value), `Write ${field} on one line.`)
    .refine((value) => !hasControlCharacters(value), `Type ${what} again without special characters.`);

/** Left blank: the class's own (places, trainer). */
const orTheClasss = <T>(schema: z.ZodType<T, string>) =>
  z.union([z.literal("").transform(() => undefined), schema]).optional();

export const slotForm = z.object({
  classSlug: z.string().min(1, "Choose a class."),
  weekday: z.enum(weekdays, "Choose a day of the week."),
  start: time("start"),
  end: time("end"),
  trainerId: orTheClasss(z.string()),
  capacity: orTheClasss(places),
  featured: z
    .string()
    .optional()
    .transform((value) => value === "on"),
  effectiveFrom: localDate("the first date it applies"),
});

export const slotChangeForm = slotForm.omit({ classSlug: true }).extend({
  trainerId: z.string().min(1, "Choose a trainer."),
  capacity: places,
  version: wholeNumber("Reload the page."),
});

export const slotRemovalForm = z.object({
  effectiveFrom: localDate("the first date without it"),
  version: wholeNumber("Reload the page."),
});

export const oneOffForm = z.object({
  classSlug: z.string().min(1, "Choose a class."),
  localDate: localDate("the session's date"),
  start: time("start"),
  end: time("end"),
  trainerId: orTheClasss(z.string()),
  capacity: orTheClasss(places),
});

export const oneOffChangeForm = z.object({
  sessionId: z.string().min(1, "Choose a session."),
  start: time("start"),
  end: time("end"),
  trainerId: z.string().min(1, "Choose a trainer."),
  capacity: places,
  version: wholeNumber("Reload the page."),
});

export const coverForm = z.object({
  sessionId: z.string().min(1, "Choose a session."),
  trainerId: z.string(),
});

export const closureForm = z.object({
  from: localDate("the first closed day"),
  to: localDate("the last closed day"),
  reason: line("a reason members can read", "the reason", TIMETABLE_LIMITS.reasonMax, TIMETABLE_LIMITS.reasonMin),
});

export const closureRemovalForm = z.object({
  closureId: z.string().min(1, "Choose a closure.").max(100, "Choose a closure."),
});

export const classForm = z.object({
  title: line("the class a title", "the title", TIMETABLE_LIMITS.titleMax),
  description: text("a description", TIMETABLE_LIMITS.descriptionMax),
  picture: z.string().min(1, "Choose a picture."),
  trainerId: z.string().min(1, "Choose its usual trainer."),
  capacity: places,
});

export const trainerForm = z.object({
  name: line("the trainer's name", "the trainer's name", TIMETABLE_LIMITS.nameMax),
  job: line("what they do", "what they do", TIMETABLE_LIMITS.jobMax),
  portrait: z.string().transform((value) => (value === "" ? null : value)),
});

export const versionForm = z.object({ version: wholeNumber("Reload the page.") });

export const retireClassForm = versionForm.extend({ effectiveFrom: localDate("the first day without it") });

/** The fields as the schema reads them, or the first problem in words. */
export function parseForm<T>(
  schema: z.ZodType<T>,
  values: Record<string, string>,
): { ok: true; data: T } | { ok: false; message: string } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Check the form." };
}
