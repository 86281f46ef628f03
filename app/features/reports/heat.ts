/**
 * The heat map's colours (art-direction.md: one hot accent on the dark ground): a fill
 * rate falls in one of five bands, each the accent laid over the raised surface at a
 * stronger opacity, with the text colour that reads on it at 4.5:1 or better
 * (heat.test.ts checks each pair). Solid colours, not opacity, so the numbers printed on
 * them can be checked.
 */
export const ink = "#0b0b0d";
export const paper = "#f4f4f5";
const surface = [0x16, 0x16, 0x1a];
const accent = [0xff, 0x4d, 0x2e];

const hex = (channels: number[]) =>
  `#${channels.map((value) => Math.round(value).toString(16).padStart(2, "0")).join("")}`;
const over = (alpha: number) => hex(surface.map((base, index) => base + ((accent[index] ?? 0) - base) * alpha));

export interface HeatBand {
  /** The lowest fill rate of the band (0–1). */
  from: number;
  label: string;
  fill: string;
  text: string;
}

export const heatBands: HeatBand[] = [
  { from: 0, label: "under 20%", fill: over(0.12), text: paper },
  { from: 0.2, label: "20–39%", fill: over(0.3), text: paper },
  { from: 0.4, label: "40–59%", fill: over(0.5), text: paper },
  { from: 0.6, label: "60–79%", fill: over(0.75), text: paper },
  { from: 0.8, label: "80% and over", fill: over(1), text: ink },
];

export function heatBand(rate: number): HeatBand {
  return [...heatBands].reverse().find((band) => rate >= band.from) ?? (heatBands[0] as HeatBand);
}

/** WCAG 2 contrast ratio of two "#rrggbb" colours. */
export function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(colour.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
