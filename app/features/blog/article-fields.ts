import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import { articleStatuses } from "./article-records.ts";

/**
 * An article's fields as staff send them, from the editor's form or the JSON API, checked
 * by one schema: each problem worded for the person who typed it.
 */
export const ARTICLE_LIMITS = {
  titleMax: 120,
  slugMax: 80,
  summaryMax: 300,
  /** Characters of Markdown: a long read, and within the 64 KB a request may carry even with every character escaped. */
  bodyMax: 20_000,
  categoryMax: 40,
  tagsMax: 8,
  tagMax: 30,
  altMax: 150,
} as const;

/** Browsers send a text area's line breaks as CRLF: one form of line end is kept. */
const lines = (value: string) => value.replace(/\r\n?/g, "\n");

const text = (what: string, max: number, { multiline = false } = {}) =>
  z
    .string(`Give ${what}.`)
    .transform(lines)
    .pipe(
      z
        .string()
        .trim()
        .min(1, `Give ${what}.`)
        .max(max, `Keep ${what} to ${max.toLocaleString("en")} characters.`)
        // A NUL or other control character cannot be stored by PostgreSQL, nor shown on a page.
        .refine(
          (value) => !hasControlCharactersBesidesLines(value) && (multiline || !value.includes("\n")),
          `Type ${what} again without special characters.`,
        ),
    );

function isDateTime(value: string): boolean {
  try {
    Temporal.PlainDateTime.from(value, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z
  .string()
  .trim()
  .max(ARTICLE_LIMITS.slugMax, `Keep the address to ${ARTICLE_LIMITS.slugMax} characters.`)
  .regex(SLUG_PATTERN, "Write the address in lower-case letters, digits and single hyphens, like first-boxing-class.");

/** The gym's wall-clock time, "2026-12-01T09:00" as a datetime-local field sends it, or with seconds (fractions are dropped). */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/, "Give the publishing time as a date and a time.")
  .transform((value) => value.slice(0, 19))
  .refine(isDateTime, "Give the publishing time as a date and a time.");

export const articleFields = z.strictObject({
  title: text("the article a title", ARTICLE_LIMITS.titleMax),
  /** Its address, /blog/<slug>; left out, it is made from the title (and kept when the title changes). */
  slug: slug.optional(),
  summary: text("a summary", ARTICLE_LIMITS.summaryMax, { multiline: true }),
  body: text("the article's text", ARTICLE_LIMITS.bodyMax, { multiline: true }),
  category: text("a category", ARTICLE_LIMITS.categoryMax),
  tags: z
    .array(text("each tag", ARTICLE_LIMITS.tagMax))
    .max(ARTICLE_LIMITS.tagsMax, `Give at most ${ARTICLE_LIMITS.tagsMax} tags.`),
  /** A trainer of the timetable: their id ("maya-okafor") or name. */
  author: z.string("Choose the author.").trim().min(1, "Choose the author.").max(100, "Choose the author."),
  coverPicture: z
    .string("Choose a cover picture.")
    .min(1, "Choose a cover picture.")
    .max(200, "Choose a cover picture."),
  /** What the cover shows, for those who cannot see it; left out, the picture's own description. */
  coverAlt: text("what the cover picture shows", ARTICLE_LIMITS.altMax).optional(),
  status: z.enum(articleStatuses, "Choose draft, scheduled or published."),
  /** For `scheduled`: when it goes live, in the gym's time zone. Ignored otherwise. */
  publishAt: localDateTime.nullable().optional(),
});

export type ArticleFields = z.infer<typeof articleFields>;

/** A change: any of the fields, and the version the change was made from. */
export const articleChange = articleFields.partial().extend({
  version: z.number("Give the version you read.").int().min(1, "Give the version you read."),
});

export type ArticleChange = z.infer<typeof articleChange>;
