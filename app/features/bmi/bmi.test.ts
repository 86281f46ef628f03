import { describe, expect, it } from "vitest";
import { bmiBands, bmiCategory, calculateBmi, describeBmiBands, parseMeasurement } from "./bmi.ts";

describe("BMI categories", () => {
  it.each([
    [19.99, "Underweight"],
    [20, "Normal"],
    [26.99, "Normal"],
    [27, "Overweight"],
  ] as const)("a BMI of %s is %s", (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it("are explained in the words the BMI section shows, from the same bands", () => {
    expect(describeBmiBands()).toBe(
      "Below 20 reads as underweight, 20 up to 27 as normal, 27 and above as overweight.",
    );
    expect(
      describeBmiBands([
        { category: "Low", below: 18.5 },
        { category: "Healthy", below: 25 },
        { category: "High", below: 30 },
        { category: "Very high", below: Number.POSITIVE_INFINITY },
      ]),
    ).toBe("Below 18.5 reads as low, 18.5 up to 25 as healthy, 25 up to 30 as high, 30 and above as very high.");
  });

  it("put every band's lower bound in that band", () => {
    for (const [index, band] of bmiBands.entries()) {
      const from = bmiBands[index - 1]?.below ?? 0;
      expect(bmiCategory(from)).toBe(band.category);
    }
  });
});

describe("calculateBmi", () => {
  it("divides kilograms by the square of the height in metres", () => {
    expect(calculateBmi(80, 200)).toEqual({ bmi: 20, category: "Normal" });
  });

  it("rounds to one decimal", () => {
    // 70 / 1.75² = 22.857…
    expect(calculateBmi(70, 175)?.bmi).toBe(22.9);
    // 60 / 1.8² = 18.518…
    expect(calculateBmi(60, 180)?.bmi).toBe(18.5);
  });

  it("classifies the rounded value the visitor sees", () => {
    // 58.4 / 1.71² = 19.97… shows as 20.0, so it must read Normal, not Underweight.
    expect(calculateBmi(58.4, 171)).toEqual({ bmi: 20, category: "Normal" });
  });

  it.each([
    [0, 170],
    [70, 0],
    [-70, 170],
    [70, -170],
    [Number.NaN, 170],
    [70, Number.POSITIVE_INFINITY],
  ])("refuses weight %s kg and height %s cm", (weight, height) => {
    expect(calculateBmi(weight, height)).toBeNull();
  });
});

describe("parseMeasurement", () => {
  it("reads numbers, including a decimal comma", () => {
    expect(parseMeasurement(" 72.5 ")).toBe(72.5);
    expect(parseMeasurement("72,5")).toBe(72.5);
  });

  it("treats blank and non-numeric text as not a number", () => {
    expect(parseMeasurement("")).toBeNaN();
    expect(parseMeasurement("abc")).toBeNaN();
  });
});
