import { describe, expect, it } from "vitest";
import { sampleShellDetails } from "#app/content/site-details.ts";
import { gymJsonLd, openingHoursSpecification } from "./gym-json-ld.ts";

/** Details of the test's own, as the database might hold them after an owner's edit. */
const details = {
  ...sampleShellDetails,
  address: "9 Test Street",
  phone: "+1 555 0100",
  email: "desk@gym.example",
  openingHours: [
    { label: "Mon–Sat", days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const },
  ].map((line) => ({ ...line, days: [...line.days], opens: "06:00", closes: "22:00" })),
  social: [{ network: "instagram" as const, label: "Instagram", href: "https://www.instagram.com/testgym" }],
};

describe("opening hours for search engines", () => {
  it("are read from the site's details, one specification per line, in 24-hour times", () => {
    expect(openingHoursSpecification(details)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "06:00",
        closes: "22:00",
      },
    ]);
  });

  it("name the gym's phone, e-mail, address and social pages as the details have them", () => {
    const block = (gymJsonLd("https://gym.example", details) as { "script:ld+json": Record<string, unknown> })[
      "script:ld+json"
    ];
    expect(block).toMatchObject({
      telephone: details.phone,
      email: details.email,
      address: { streetAddress: details.address },
      sameAs: ["https://www.instagram.com/testgym"],
    });
  });
});

describe("closures and special hours for search engines", () => {
  it("are exceptions to the hours: closed all day from the first date through the last, or open other hours", () => {
    const block = gymJsonLd("https://gym.example", details, [
      { from: "2026-12-24", to: "2026-12-24", closed: false, opens: "09:00", closes: "14:00" },
      { from: "2026-12-25", to: "2026-12-27", closed: true },
    ]) as { "script:ld+json": Record<string, unknown> };
    expect(block["script:ld+json"].specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "09:00",
        closes: "14:00",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-25",
        validThrough: "2026-12-27",
      },
    ]);
  });

  it("are left out when none are coming", () => {
    const block = gymJsonLd("https://gym.example", details) as { "script:ld+json": Record<string, unknown> };
    expect(block["script:ld+json"]).not.toHaveProperty("specialOpeningHoursSpecification");
  });
});
