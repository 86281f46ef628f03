/**
 * The gym's own bands (product.md): a BMI below a band's bound, and not below the one before,
 * falls in that band. The calculator classifies with them and the BMI section explains them
 * in words, so the two can never disagree.
 */
export const bmiBands = [
  { category: "Underweight", below: 20 },
  { category: "Normal", below: 27 },
  { category: "Overweight", below: Number.POSITIVE_INFINITY },
] as const satisfies readonly BmiBand[];

export interface BmiBand {
  category: string;
  /** The first BMI that no longer falls in this band; Infinity for the last one. */
  below: number;
}

export type BmiCategory = (typeof bmiBands)[number]["category"];

export interface BmiResult {
  /** Rounded to one decimal, as displayed. */
  bmi: number;
  category: BmiCategory;
}

/**
 * Body mass index from weight in kilograms and height in centimetres, or null when either
 * is not a positive number (the calculator then asks for valid input).
 */
export function calculateBmi(weightKg: number, heightCm: number): BmiResult | null {
  if (!(Number.isFinite(weightKg) && weightKg > 0 && Number.isFinite(heightCm) && heightCm > 0)) return null;
  const bmi = Math.round((weightKg / ((heightCm * heightCm) / 10000)) * 10) / 10;
  return { bmi, category: bmiCategory(bmi) };
}

export function bmiCategory(bmi: number): BmiCategory {
  const band = bmiBands.find((candidate) => bmi < candidate.below) ?? bmiBands[bmiBands.length - 1];
  return (band as (typeof bmiBands)[number]).category;
}

/** The bands as a sentence: "Below 20 reads as underweight, 20 up to 27 as normal, 27 and above as overweight." */
export function describeBmiBands(bands: readonly BmiBand[] = bmiBands): string {
  const parts = bands.map((band, index) => {
    const name = band.category.toLowerCase();
    const from = bands[index - 1]?.below;
    if (from === undefined) return `Below ${band.below} reads as ${name}`;
    if (band.below === Number.POSITIVE_INFINITY) return `${from} and above as ${name}`;
    return `${from} up to ${band.below} as ${name}`;
  });
  return `${parts.join(", ")}.`;
}

/** Reads a form field as a number; blank or non-numeric text is NaN, never 0 by accident. */
export function parseMeasurement(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}
