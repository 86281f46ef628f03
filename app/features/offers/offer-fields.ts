import { z } from "zod";
import { hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import { CODE_PATTERN } from "./offer-records.ts";

/**
 * An offer's fields as the owner sends them, from /staff/offers or the JSON API, checked by
 * one schema. Amounts are minor units of the gym's currency (cents), tax included; dates
 * the gym's calendar days (YYYY-MM-DD), both included.
 */
export const OFFER_LIMITS = {
  codeMax: 40,
  titleMax: 40,
  descriptionMax: 300,
  amountMax: 10_000_000,
  usesMax: 1_000_000,
  productsMax: 50,
} as const;

const text = (what: string, max: number, { multiline = false } = {}) =>
  z
    .string(`Give ${what}.`)
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .trim()
        .min(1, `Give ${what}.`)
        .max(max, `Keep ${what} to ${max.toLocaleString("en")} characters.`)
        .refine(
          (value) => !hasControlCharactersBesidesLines(value) && (multiline || !value.includes("\n")),
          `Type ${what} again on one line, without special characters.`,
        ),
    );

const gymDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give a date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Give a date that exists.");

const editable = {
  code: z
    .string("Give the code members type.")
    .trim()
    .toUpperCase()
    .max(OFFER_LIMITS.codeMax, `Keep the code to ${OFFER_LIMITS.codeMax} characters.`)
    .regex(CODE_PATTERN, "Write the code in letters and digits (and single hyphens), like FIRST34."),
  title: text("the banner's words (like Flat Discount)", OFFER_LIMITS.titleMax),
  description: text("what the offer is", OFFER_LIMITS.descriptionMax, { multiline: true }),
  percentOff: z
    .number("Give the percentage as a whole number.")
    .int("Give the percentage as a whole number.")
    .min(1, "Give a percentage from 1 to 100.")
    .max(100, "Give a percentage from 1 to 100.")
    .nullable(),
  amountOff: z
    .number("Give the amount in cents as a whole number.")
    .int("Give the amount in cents as a whole number.")
    .min(1, "Give an amount off of at least 1 cent.")
    .max(OFFER_LIMITS.amountMax, "That amount off is more than any price.")
    .nullable(),
  appliesTo: z.enum(
    ["all", "memberships", "passes", "products"],
    "Say which products: all, memberships, passes or products.",
  ),
  productIds: z
    .array(z.string().min(1).max(40))
    .max(OFFER_LIMITS.productsMax, `Name at most ${OFFER_LIMITS.productsMax} products.`),
  maxUses: z
    .number("Give how many uses as a whole number, or null for no limit.")
    .int("Give how many uses as a whole number.")
    .min(1, "Give at least 1 use, or none for no limit.")
    .max(OFFER_LIMITS.usesMax, `Give at most ${OFFER_LIMITS.usesMax.toLocaleString("en")} uses.`)
    .nullable(),
  oncePerMember: z.boolean("Say whether a member may use it once only: true or false."),
  /** Its first day; null: from now on. */
  from: gymDate.nullable(),
  /** Its last day; null: no end. */
  until: gymDate.nullable(),
  promoted: z.boolean("Say whether the banners show it: true or false."),
};

export const offerFields = z.strictObject({
  code: editable.code,
  title: editable.title,
  description: editable.description,
  percentOff: editable.percentOff.optional(),
  amountOff: editable.amountOff.optional(),
  appliesTo: editable.appliesTo,
  productIds: editable.productIds.optional(),
  maxUses: editable.maxUses.optional(),
  oncePerMember: editable.oncePerMember.optional(),
  from: editable.from.optional(),
  until: editable.until.optional(),
  promoted: editable.promoted.optional(),
});

export type OfferFields = z.infer<typeof offerFields>;

export const offerChange = z.strictObject({
  version: z.number("Send the version you read.").int().min(1, "Send the version you read."),
  code: editable.code.optional(),
  title: editable.title.optional(),
  description: editable.description.optional(),
  percentOff: editable.percentOff.optional(),
  amountOff: editable.amountOff.optional(),
  appliesTo: editable.appliesTo.optional(),
  productIds: editable.productIds.optional(),
  maxUses: editable.maxUses.optional(),
  oncePerMember: editable.oncePerMember.optional(),
  from: editable.from.optional(),
  until: editable.until.optional(),
  promoted: editable.promoted.optional(),
  /** false offers a retired offer again (DELETE retires it). */
  retired: z.boolean().optional(),
});

export type OfferChange = z.infer<typeof offerChange>;
