import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import type { CreditProduct, MembershipProduct } from "#app/content/products.ts";
import { cleanPhone } from "#app/features/accounts/member-details.ts";
import { normaliseEmail } from "#app/features/accounts/user-documents.server.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { toOneLineOfPlainText } from "#app/platform/security/control-characters.ts";
import {
  EMAIL_MAX_LENGTH,
  EMERGENCY_CONTACT_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from "#app/platform/security/input-limits.ts";
import { readDate } from "./dates.ts";
import { type DateField, type DateOrder, dateOrderLabels, type ImportField } from "./fields.ts";
import type { ImportProblem, ProblemCode } from "./outcome.ts";
import type { ProductLookup } from "./product-lookup.server.ts";
import type { RowValues } from "./row-values.ts";

/**
 * Each row of an export checked on its own (nothing read from the database yet): what it
 * would import, and every problem with what is done about it. A row without a usable e-mail
 * is skipped; any other problem leaves that one thing out and imports the rest.
 */

/** The most credits one imported grant may hold. */
export const IMPORTED_CREDITS_MAX = 1000;

export interface CheckedRow {
  row: number;
  email: string;
  name: string | null;
  phone: string | null;
  emergencyContact: string | null;
  note: string | null;
  membership: { product: MembershipProduct; startedAt: string; renewsAt: string } | null;
  credits: { product: CreditProduct | null; credits: number; expiresAt: string } | null;
  termsAcceptedAt: string | null;
  /** A product the gym sells is named (whether or not it is still running): the person was a member. */
  namesProduct: boolean;
}

export interface CheckContext {
  order: DateOrder;
  products: ProductLookup;
  today: Temporal.PlainDate;
  now: Date;
  timeZone: string;
}

const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

const startOf = (date: Temporal.PlainDate, timeZone: string) =>
  new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds).toISOString();

type Report = (field: ImportField, code: ProblemCode, message: string) => void;

function shortened(text: string | undefined, max: number, field: ImportField, report: Report): string | null {
  if (text === undefined) return null;
  const tidy = field === "note" ? text.replace(/\r\n?/g, "\n").trim() : toOneLineOfPlainText(text);
  if (tidy === "") return null;
  if (tidy.length <= max) return tidy;
  report(field, "too-long", `Longer than ${max} characters: shortened.`);
  return tidy.slice(0, max);
}

function checkDate(values: RowValues, field: DateField, context: CheckContext, report: Report) {
  const text = values[field];
  if (text === undefined) return null;
  const date = readDate(text, context.order, context.timeZone);
  if (!date) {
    report(field, "invalid-date", `“${text}” is not a date read as ${dateOrderLabels[context.order]}: left out.`);
    return null;
  }
  return date;
}

/** The product a cell names: the whole text, else the first of a comma-separated list the gym sells. */
function productOf(text: string, products: ProductLookup) {
  return (
    products(text) ??
    text
      .split(",")
      .map((part) => products(part))
      .find((found) => found !== undefined)
  );
}

function checkCredits(values: RowValues, product: CreditProduct | null, context: CheckContext, report: Report) {
  const text = values.credits;
  if (text === undefined) {
    if (product) report("credits", "missing", `${product.name}: no credits left given, so none imported.`);
    return null;
  }
  const credits = Number(text);
  if (!Number.isInteger(credits) || credits < 0 || credits > IMPORTED_CREDITS_MAX) {
    report("credits", "invalid-credits", `“${text}” is not a whole number of credits up to ${IMPORTED_CREDITS_MAX}.`);
    return null;
  }
  if (credits === 0) return null;
  const expires = checkDate(values, "creditsExpire", context, report);
  if (!expires) {
    if (values.creditsExpire === undefined)
      report("creditsExpire", "missing", "Credits without an expiry: not imported.");
    return null;
  }
  if (Temporal.PlainDate.compare(expires, context.today) < 0) {
    report("creditsExpire", "expired", `The credits expired on ${expires.toString()}: not imported.`);
    return null;
  }
  // Valid through the day named: they expire when it ends.
  return { product, credits, expiresAt: startOf(expires.add({ days: 1 }), context.timeZone) };
}

/** The first monthly date of `started` after today: when a monthly membership renews next. */
function nextMonthly(started: Temporal.PlainDate, today: Temporal.PlainDate): Temporal.PlainDate {
  let months = Math.max(0, (today.year - started.year) * 12 + today.month - started.month);
  let next = started.add({ months });
  while (Temporal.PlainDate.compare(next, today) <= 0) next = started.add({ months: ++months });
  return next;
}

function checkMembership(values: RowValues, product: MembershipProduct, context: CheckContext, report: Report) {
  let started = checkDate(values, "membershipStarted", context, report);
  if (started && Temporal.PlainDate.compare(started, context.today) > 0) {
    report("membershipStarted", "in-future", `Starts on ${started.toString()}, after today: taken as today.`);
    started = null;
  }
  let renews = checkDate(values, "membershipRenews", context, report);
  if (!renews && values.membershipRenews === undefined) {
    if (!started) {
      report("membershipRenews", "missing", `${product.name}: no renewal or start date, so no membership imported.`);
      return null;
    }
    // Monthly memberships renew on their start's day of the month (what the other systems bill by).
    renews = nextMonthly(started, context.today);
    report(
      "membershipRenews",
      "missing",
      `${product.name}: no renewal date, taken as ${renews.toString()} (monthly from its start).`,
    );
  }
  if (!renews) return null;
  if (Temporal.PlainDate.compare(renews, context.today) <= 0) {
    report("membershipRenews", "expired", `${product.name} ended on ${renews.toString()}: not imported.`);
    return null;
  }
  const startedAt = started ? startOf(started, context.timeZone) : context.now.toISOString();
  return { product, startedAt, renewsAt: startOf(renews, context.timeZone) };
}

function checkTerms(values: RowValues, context: CheckContext, report: Report): string | null {
  const accepted = checkDate(values, "termsAcceptedAt", context, report);
  if (!accepted) return null;
  if (Temporal.PlainDate.compare(accepted, context.today) > 0) {
    report("termsAcceptedAt", "in-future", `Accepted on ${accepted.toString()}, after today: left out.`);
    return null;
  }
  return startOf(accepted, context.timeZone);
}

/** One row's import, or null when it is skipped; its problems go to `problems`. */
export function checkRow(
  values: RowValues,
  row: number,
  seen: Set<string>,
  context: CheckContext,
  problems: ImportProblem[],
): CheckedRow | null {
  const report: Report = (field, code, message) => problems.push({ row, field, code, message });
  if (values.email === undefined) {
    report("email", "missing", "No e-mail address: the row is skipped.");
    return null;
  }
  const email = normaliseEmail(values.email);
  if (!emailSchema.safeParse(email).success) {
    report("email", "invalid-email", "Not an e-mail address: the row is skipped.");
    return null;
  }
  if (seen.has(email)) {
    report("email", "duplicate-email", "An earlier row has this e-mail address: this one is skipped.");
    return null;
  }
  seen.add(email);
  let phone: string | null = null;
  if (values.phone !== undefined) {
    const cleaned = cleanPhone(values.phone);
    if (cleaned === undefined) report("phone", "invalid-phone", "Not a phone number: left out.");
    else phone = cleaned;
  }
  const product = values.product === undefined ? undefined : productOf(values.product, context.products);
  if (values.product !== undefined && !product) {
    report("product", "unknown-product", `The gym sells no “${values.product}”: no membership or pack imported.`);
  }
  const membership = product?.kind === "membership" ? checkMembership(values, product, context, report) : null;
  const creditProduct = product && product.kind !== "membership" ? product : null;
  return {
    row,
    email,
    name: shortened(values.name, PERSON_NAME_MAX_LENGTH, "name", report),
    phone,
    emergencyContact: shortened(values.emergencyContact, EMERGENCY_CONTACT_MAX_LENGTH, "emergencyContact", report),
    note: shortened(values.note, STAFF_LIMITS.memberNoteMax, "note", report),
    membership,
    credits: checkCredits(values, creditProduct, context, report),
    termsAcceptedAt: checkTerms(values, context, report),
    namesProduct: product !== undefined,
  };
}
