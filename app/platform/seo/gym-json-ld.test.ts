import { describe, expect, it } from "vitest";
import { openingHoursSpecification } from "./gym-json-ld.ts";

describe("opening hours for search engines", () => {
  it("are read from the site's one list of hours, with Sunday closed", () => {
    expect(openingHoursSpecification()).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "21:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "07:00", closes: "19:00" },
    ]);
  });
});
