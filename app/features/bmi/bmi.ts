export type BmiCategory = "Underweight" | "Normal" | "Overweight";

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

/** The gym's own bands: below 20 underweight, 20 up to below 27 normal, 27 and above overweight. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 20) return "Underweight";
  if (bmi < 27) return "Normal";
  return "Overweight";
}

/** Reads a form field as a number; blank or non-numeric text is NaN, never 0 by accident. */
export function parseMeasurement(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}
