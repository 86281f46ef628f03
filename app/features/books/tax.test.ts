import { describe, expect, it } from "vitest";
import {
  addTax,
  chargedFor,
  divideHalfUp,
  rateLabel,
  splitGross,
  splitPart,
  splitPrice,
  sumSplits,
  type TaxRule,
  taxRuleOf,
} from "./tax.ts";

/**
 * The tax rule of docs/payments.md ("Tax"): per line, rounded half up to the minor unit, on
 * amounts whose tax lands on a half cent or near it, at rates with decimals.
 */

const rule = (rate: number, pricesIncludeTax = true): TaxRule => {
  const made = taxRuleOf({ name: "VAT", rate, pricesIncludeTax, taxNumber: "GB123456789" });
  if (!made) throw new Error("no rule");
  return made;
};

describe("the tax on a line", () => {
  it("rounds a half up, whatever the digit before it (not banker's rounding)", () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(25n, 10n)).toBe(3n);
    expect(divideHalfUp(35n, 10n)).toBe(4n);
    expect(divideHalfUp(24n, 10n)).toBe(2n);
    expect(divideHalfUp(-25n, 10n)).toBe(-3n);
  });

  it("adds tax to prices written without it: 20% of 2.5 cents is 1 cent (0.5 up), of 12.5 cents is 3 cents (2.5 up)", () => {
    expect(addTax(25, rule(20, false))).toEqual({ net: 25, tax: 5, gross: 30 });
    expect(addTax(1, rule(50, false))).toEqual({ net: 1, tax: 1, gross: 2 });
    expect(addTax(5, rule(10, false))).toEqual({ net: 5, tax: 1, gross: 6 });
    expect(addTax(15, rule(10, false))).toEqual({ net: 15, tax: 2, gross: 17 });
    expect(addTax(25, rule(10, false))).toEqual({ net: 25, tax: 3, gross: 28 });
  });

  it("splits prices that include it: $39 at 20% is $32.50 + $6.50, $15 at 20% is $12.50 + $2.50, 1 cent at 20% is all net", () => {
    expect(splitGross(3900, rule(20))).toEqual({ net: 3250, tax: 650, gross: 3900 });
    expect(splitGross(1500, rule(20))).toEqual({ net: 1250, tax: 250, gross: 1500 });
    expect(splitGross(1, rule(20))).toEqual({ net: 1, tax: 0, gross: 1 });
    // 3 × 20/120 = 0.5: half up.
    expect(splitGross(3, rule(20))).toEqual({ net: 2, tax: 1, gross: 3 });
    // 1999 × 20/120 = 333.1666…
    expect(splitGross(1999, rule(20))).toEqual({ net: 1666, tax: 333, gross: 1999 });
  });

  it("handles rates with decimals exactly: 8.875% sales tax and 7.7% VAT", () => {
    // 12000 × 0.08875 = 1065 exactly; 1 × 0.08875 rounds to 0; 1127 × 0.08875 = 100.02125.
    expect(addTax(12000, rule(8.875, false))).toEqual({ net: 12000, tax: 1065, gross: 13065 });
    expect(addTax(1127, rule(8.875, false))).toEqual({ net: 1127, tax: 100, gross: 1227 });
    // 10000 × 7.7/107.7 = 714.948…; 6465 × 7.7/107.7 = 462.2098…
    expect(splitGross(10000, rule(7.7))).toEqual({ net: 9285, tax: 715, gross: 10000 });
    expect(splitGross(6465, rule(7.7))).toEqual({ net: 6003, tax: 462, gross: 6465 });
    // 0.1 + 0.2 style float traps never touch money: 0.07 × 100.
    expect(addTax(100, rule(7, false))).toEqual({ net: 100, tax: 7, gross: 107 });
  });

  it("rounds per line and adds the lines up: three 5-cent lines at 10% are 3 cents of tax, not 2", () => {
    const lines = [5, 5, 5].map((net) => addTax(net, rule(10, false)));
    expect(sumSplits(lines)).toEqual({ net: 15, tax: 3, gross: 18 });
  });

  it("charges a price as written when it includes tax, and with tax added when it does not; no tax without a rule", () => {
    expect(chargedFor(3900, rule(20))).toBe(3900);
    expect(chargedFor(3900, rule(20, false))).toBe(4680);
    expect(chargedFor(3900, null)).toBe(3900);
    expect(splitPrice(3900, null)).toEqual({ net: 3900, tax: 0, gross: 3900 });
  });

  it("refuses a rate that is negative, over 100% or finer than 4 decimals; prints rates as written", () => {
    expect(() => rule(-1)).toThrow();
    expect(() => rule(101)).toThrow();
    expect(() => rule(8.12345)).toThrow();
    expect(taxRuleOf(null)).toBeNull();
    expect(rateLabel(rule(20).ratePpm)).toBe("20%");
    expect(rateLabel(rule(8.875).ratePpm)).toBe("8.875%");
  });

  it("credits parts of an invoice that add up to it, cent for cent, at the invoice's own rate", () => {
    const whole = { ...splitGross(1000, rule(20)), ratePpm: rule(20).ratePpm };
    expect(whole).toMatchObject({ net: 833, tax: 167 });
    const first = splitPart(whole, { net: 0, tax: 0, gross: 0 }, 333);
    const second = splitPart(whole, first, 333);
    const both = sumSplits([first, second]);
    const last = splitPart(whole, both, 334);
    expect(sumSplits([first, second, last])).toEqual({ net: 833, tax: 167, gross: 1000 });
    expect(() => splitPart(whole, sumSplits([first, second, last]), 1)).toThrow(RangeError);
    expect(() => splitPart(whole, { net: 0, tax: 0, gross: 0 }, 0)).toThrow(RangeError);
  });
});
