import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { gymJsonLd, openingHoursSpecification } from "./gym-json-ld.ts";

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

describe("closures for search engines", () => {
  it("are exceptions to the hours: closed all day from the first date through the last", () => {
    const block = gymJsonLd("https://gym.example", [{ from: "2026-12-24", to: "2026-12-27", closed: true }]) as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(block["script:ld+json"].specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-24",
        validThrough: "2026-12-27",
      },
    ]);
  });

  it("are left out when none are coming", () => {
    const block = gymJsonLd("https://gym.example") as { "script:ld+json": Record<string, unknown> };
    expect(block["script:ld+json"]).not.toHaveProperty("specialOpeningHoursSpecification");
  });
});
