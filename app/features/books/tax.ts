import type { GymTax } from "#app/content/books.ts";

/**
 * The tax on what the gym sells, in integer minor units (docs/payments.md, "Tax"). The rule:
 * tax is worked out per invoice line, rounded half up to the minor unit (a half cent goes
 * up), and the invoice's totals are the sums of its lines. Prices that include tax are split
 * (tax = gross × rate / (100% + rate), net = gross − tax); prices that exclude it have it
 * added (tax = net × rate, gross = net + tax). Rates are kept as whole parts per million
 * (20% = 200 000) and the arithmetic is done in BigInt, so no floating point touches money.
 */

/** A tax as the books apply it: the content's GymTax with its rate made exact. */
export interface TaxRule {
  name: string;
  /** The rate in parts per million: 20% = 200000, 8.875% = 88750. */
  ratePpm: number;
  pricesIncludeTax: boolean;
  taxNumber: string;
}

export interface TaxSplit {
  net: number;
  tax: number;
  gross: number;
}

const MILLION = 1_000_000n;

/** The content's tax as a rule; refuses a rate that is negative, over 100% or finer than 4 decimals of a percent. */
export function taxRuleOf(tax: GymTax | null): TaxRule | null {
  if (!tax) return null;
  const ratePpm = Math.round(tax.rate * 10_000);
  if (!Number.isFinite(tax.rate) || tax.rate < 0 || tax.rate > 100 || Math.abs(ratePpm / 10_000 - tax.rate) > 1e-9) {
    throw new Error(`The tax rate ${tax.rate}% is not a percentage with at most 4 decimals.`);
  }
  return { name: tax.name, ratePpm, pricesIncludeTax: tax.pricesIncludeTax, taxNumber: tax.taxNumber };
}

/** numerator / denominator rounded half up (half away from zero), denominator > 0. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new Error(`${amount} is not a whole number of minor units`);
}

/** An amount that includes tax, split: its tax rounded half up, the net what is left. */
export function splitGross(gross: number, rule: TaxRule | null): TaxSplit {
  assertMinorUnits(gross);
  if (!rule || rule.ratePpm === 0) return { net: gross, tax: 0, gross };
  const rate = BigInt(rule.ratePpm);
  const tax = Number(divideHalfUp(BigInt(gross) * rate, MILLION + rate));
  return { net: gross - tax, tax, gross };
}

/** An amount before tax, with its tax (rounded half up) added. */
export function addTax(net: number, rule: TaxRule | null): TaxSplit {
  assertMinorUnits(net);
  if (!rule || rule.ratePpm === 0) return { net, tax: 0, gross: net };
  const tax = Number(divideHalfUp(BigInt(net) * BigInt(rule.ratePpm), MILLION));
  return { net, tax, gross: net + tax };
}

/** A price as the content writes it (with or without tax, as the rule says), split into net, tax and gross. */
export function splitPrice(price: number, rule: TaxRule | null): TaxSplit {
  return rule && !rule.pricesIncludeTax ? addTax(price, rule) : splitGross(price, rule);
}

/** What a member pays for a price of the content: the price itself, or the price and its tax. */
export function chargedFor(price: number, rule: TaxRule | null): number {
  return splitPrice(price, rule).gross;
}

/** Lines' splits added up: an invoice's totals. */
export function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  return splits.reduce(
    (total, line) => ({ net: total.net + line.net, tax: total.tax + line.tax, gross: total.gross + line.gross }),
    {
      net: 0,
      tax: 0,
      gross: 0,
    },
  );
}

/** "20%", "8.875%": a rate as an invoice prints it. */
export function rateLabel(ratePpm: number): string {
  return `${Number((ratePpm / 10_000).toFixed(4))}%`;
}

/**
 * Part of a document already split (a partial refund of an invoice): `amount` of its gross,
 * split at the document's own rate, so a later change of the gym's rate does not touch it.
 * What `already` credited before is taken into account: the part that brings the total to
 * the whole gross gets exactly what is left of the net and the tax, so the parts of an
 * invoice always add up to it, cent for cent.
 */
export function splitPart(whole: TaxSplit & { ratePpm: number | null }, already: TaxSplit, amount: number): TaxSplit {
  assertMinorUnits(amount);
  const left = { net: whole.net - already.net, tax: whole.tax - already.tax, gross: whole.gross - already.gross };
  if (amount <= 0 || amount > left.gross) {
    throw new RangeError(`${amount} is not between 1 and the ${left.gross} left to credit`);
  }
  if (amount === left.gross) return left;
  const part = splitGross(
    amount,
    whole.ratePpm ? { name: "", ratePpm: whole.ratePpm, pricesIncludeTax: true, taxNumber: "" } : null,
  );
  // Rounding never takes a part's tax past what is left of the whole's.
  const tax = Math.min(part.tax, left.tax);
  return { net: amount - tax, tax, gross: amount };
}
