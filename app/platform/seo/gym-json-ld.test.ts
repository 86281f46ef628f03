import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { openingHoursSpecification } from "./gym-json-ld.ts";

describe("opening hours for search engines", () => {
  it("are read from the site's one list of hours, one specification per line, in 24-hour times", () => {
    const specification = openingHoursSpecification();
    expect(specification).toHaveLength(site.hours.length);
    site.hours.forEach((line, index) => {
      expect(specification[index]).toEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: line.days.map((day) => day.charAt(0).toUpperCase() + day.slice(1)),
        opens: line.opens,
        closes: line.closes,
      });
    });
  });
});
