import { describe, expect, it } from "vitest";
import { contrast, heatBand, heatBands } from "./heat.ts";

describe("the heat map's colours", () => {
  it.each(heatBands.map((band) => [band.label, band]))("print numbers readable at 4.5:1 on the %s band", (_, band) => {
    expect(contrast(band.fill, band.text)).toBeGreaterThanOrEqual(4.5);
  });

  it("grow stronger with the fill rate, one band for every rate from empty to overfull", () => {
    expect([0, 0.19, 0.2, 0.55, 0.79, 0.8, 1, 1.2].map((rate) => heatBand(rate).from)).toEqual([
      0, 0, 0.2, 0.4, 0.6, 0.8, 0.8, 0.8,
    ]);
    const fills = heatBands.map((band) => band.fill);
    expect(new Set(fills).size).toBe(heatBands.length);
    // The strongest band is the accent itself.
    expect(heatBands.at(-1)?.fill).toBe("#ff4d2e");
  });

  it("computes contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 1);
  });
});
