import { z } from "zod";
import { hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import { productKinds } from "./product-records.ts";

/**
 * A product's fields as the owner sends them, from /staff/products or the JSON API, checked
 * by one schema: each problem worded for the person who typed it. Amounts are whole minor
 * units of the gym's currency (cents); the form turns "39.50" into 3950 first.
 */
export const PRODUCT_LIMITS = {
  nameMax: 60,
  descriptionMax: 300,
  /** $100,000 in cents. */
  priceMax: 10_000_000,
  creditsMax: 1000,
  validDaysMax: 3650,
  classesPerWeekMax: 50,
  idMax: 40,
} as const;

const lines = (value: string) => value.replace(/\r\n?/g, "\n");

const text = (what: string, max: number, { multiline = false, optional = false } = {}) =>
  z
    .string(`Give ${what}.`)
    .transform(lines)
    .pipe(
      z
        .string()
        .trim()
        .min(optional ? 0 : 1, `Give ${what}.`)
        .max(max, `Keep ${what} to ${max.toLocaleString("en")} characters.`)
        // A NUL or other control character cannot be stored by PostgreSQL, nor shown on a page.
        .refine(
          (value) => !hasControlCharactersBesidesLines(value) && (multiline || !value.includes("\n")),
          `Type ${what} again on one line, without special characters.`,
        ),
    );

const whole = (what: string, min: number, max: number) =>
  z
    .number(`Give ${what} as a whole number.`)
    .int(`Give ${what} as a whole number.`)
    .min(min, `Give ${what} from ${min.toLocaleString("en")} to ${max.toLocaleString("en")}.`)
    .max(max, `Give ${what} from ${min.toLocaleString("en")} to ${max.toLocaleString("en")}.`);

export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const editable = {
  name: text("the product a name", PRODUCT_LIMITS.nameMax),
  description: text("a description", PRODUCT_LIMITS.descriptionMax, { multiline: true, optional: true }),
  price: whole("the price (in cents)", 0, PRODUCT_LIMITS.priceMax),
  /** Credits: how many classes it buys. */
  credits: whole("the number of classes", 1, PRODUCT_LIMITS.creditsMax),
  /** Credits: how many days they stay valid from the sale. */
  validDays: whole("how many days the classes stay valid", 1, PRODUCT_LIMITS.validDaysMax),
  /** A membership: classes a week, null for unlimited. */
  classesPerWeek: whole("the weekly limit", 1, PRODUCT_LIMITS.classesPerWeekMax).nullable(),
  /** A membership: charged with its first month. */
  joiningFee: whole("the joining fee (in cents)", 0, PRODUCT_LIMITS.priceMax),
  mostPopular: z.boolean("Say whether it is the most popular: true or false."),
};

/** A new product. Its id (kept for good: sales name it) is made from its name unless given. */
export const productFields = z.strictObject({
  id: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.idMax, `Keep the id to ${PRODUCT_LIMITS.idMax} characters.`)
    .regex(PRODUCT_ID_PATTERN, "Write the id in lower-case letters, digits and single hyphens, like summer-pass.")
    .optional(),
  kind: z.enum(productKinds, "Choose a membership, a class pack, a drop-in or an intro offer."),
  name: editable.name,
  description: editable.description.optional(),
  price: editable.price,
  credits: editable.credits.optional(),
  validDays: editable.validDays.optional(),
  classesPerWeek: editable.classesPerWeek.optional(),
  joiningFee: editable.joiningFee.optional(),
  mostPopular: editable.mostPopular.optional(),
});

export type ProductFields = z.infer<typeof productFields>;

/** A change: any of the editable fields (a product's kind stays), its place, on sale or not, and the version read. */
export const productChange = z.strictObject({
  version: z.number("Send the version you read.").int().min(1, "Send the version you read."),
  name: editable.name.optional(),
  description: editable.description.optional(),
  price: editable.price.optional(),
  credits: editable.credits.optional(),
  validDays: editable.validDays.optional(),
  classesPerWeek: editable.classesPerWeek.optional(),
  joiningFee: editable.joiningFee.optional(),
  mostPopular: editable.mostPopular.optional(),
  /** Its place on the pricing page, from 1 (first). */
  position: whole("the place", 1, 1000).optional(),
  /** false puts a retired product on sale again (DELETE retires it). */
  retired: z.boolean().optional(),
});

export type ProductChange = z.infer<typeof productChange>;
