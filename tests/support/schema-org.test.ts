import { describe, expect, it } from "vitest";
import { googleEventProblems, schemaOrgProblems, schemaOrgVocabulary } from "./schema-org.ts";

describe("the schema.org check the structured-data tests rely on", () => {
  it("knows the vocabulary: Event's own and inherited properties, ExerciseGym as a place and an organization", () => {
    const { properties, enumerationMembers } = schemaOrgVocabulary();
    for (const property of ["startDate", "eventStatus", "remainingAttendeeCapacity", "eventSchedule", "name", "url"])
      expect(properties.get("Event")?.has(property), property).toBe(true);
    for (const property of ["address", "telephone", "openingHoursSpecification"])
      expect(properties.get("ExerciseGym")?.has(property), property).toBe(true);
    for (const property of ["byDay", "repeatFrequency", "scheduleTimezone", "startTime"])
      expect(properties.get("Schedule")?.has(property), property).toBe(true);
    expect(enumerationMembers.has("https://schema.org/EventCancelled")).toBe(true);
    expect(enumerationMembers.has("https://schema.org/Monday")).toBe(true);
  });

  it("passes valid markup and names every unknown type, property and enumeration value", () => {
    const valid = {
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Yoga",
      eventStatus: "https://schema.org/EventScheduled",
      performer: { "@type": "Person", name: "Maya" },
    };
    expect(schemaOrgProblems(valid)).toEqual([]);
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@graph": [
          { ...valid, trainer: "Maya", eventStatus: "https://schema.org/EventMaybe" },
          { "@type": "GymClass", name: "Spin" },
        ],
      }),
    ).toEqual([
      "$.@graph[0].eventStatus: https://schema.org/EventMaybe is not a schema.org term",
      "$.@graph[0]: Event has no property trainer",
      "$.@graph[1]: no schema.org type GymClass",
    ]);
  });

  it("asks of an Event what Google asks: a name, a start with its offset, a place with an address", () => {
    expect(googleEventProblems({ name: "Yoga", startDate: "2026-11-24T10:00:00", location: { name: "Gym" } })).toEqual(
      expect.arrayContaining([
        "location needs a name and an address",
        "startDate 2026-11-24T10:00:00 has no UTC offset",
      ]),
    );
  });
});
