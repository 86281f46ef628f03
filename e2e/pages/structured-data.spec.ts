import type { APIRequestContext } from "@playwright/test";
import { gymClasses } from "#app/content/classes.ts";
import { site } from "#app/content/site.ts";
import { weekdayName } from "#app/content/weekdays.ts";
import { gymToday, sessionsOn } from "#app/features/timetable/sessions.server.ts";
import { entriesForClass } from "#app/features/timetable/timetable.ts";
import { clock } from "#app/platform/time/clock.ts";
import { expect, test } from "#e2e/support/fixtures.ts";
import { googleEventProblems, nodesOfType, schemaOrgProblems } from "#tests/support/schema-org.ts";

/** The timetable as the server has it today (the sample of app/content, which a new database starts with). */
const today = gymToday().toString();

/**
 * The timetable as search engines read it, from the HTML the server sends: schema.org
 * Events on the day pages, each class's weekly schedule on /classes. Checked against
 * schema.org's vocabulary (types, properties, enumeration values) and Google's Event fields.
 */
async function jsonLdBlocks(request: APIRequestContext, path: string): Promise<unknown[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

test("tomorrow's day page describes each of its classes as a schema.org Event that Google can read", async ({
  request,
}) => {
  const tomorrow = gymToday().add({ days: 1 });
  const sessions = sessionsOn(tomorrow);
  test.skip(sessions.length === 0, "no classes tomorrow");
  const weekday = sessions[0]?.weekday ?? "monday";
  const blocks = await jsonLdBlocks(request, `/schedule/${weekday}`);
  expect(blocks).toHaveLength(1);
  const [graph] = blocks;
  expect(schemaOrgProblems(graph)).toEqual([]);
  const events = nodesOfType(graph, "Event");
  expect(events).toHaveLength(sessions.length);
  for (const [index, session] of sessions.entries()) {
    const event = events[index] ?? {};
    expect(googleEventProblems(event), session.id).toEqual([]);
    expect(event).toMatchObject({
      name: `${session.className} with ${session.trainer}`,
      startDate: session.startsAt,
      endDate: session.endsAt,
      eventStatus: expect.stringMatching(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/),
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "ExerciseGym",
        name: site.brand,
        address: { "@type": "PostalAddress", streetAddress: site.contact.address },
      },
      performer: { "@type": "Person", name: session.trainer },
      offers: { "@type": "Offer", url: expect.stringMatching(/\/pricing$/) },
      maximumAttendeeCapacity: expect.any(Number),
      remainingAttendeeCapacity: expect.any(Number),
    });
    // The start carries the gym's UTC offset on that date, whatever the season.
    expect(Date.parse(String(event.startDate))).toBe(Date.parse(session.startsAtUtc));
  }
});

test("every day page's markup keeps to schema.org's vocabulary, and lists no class that has ended", async ({
  request,
}) => {
  for (let offset = 0; offset < 7; offset++) {
    const date = gymToday().add({ days: offset });
    const sessions = sessionsOn(date).filter((session) => Date.parse(session.endsAtUtc) > clock.millis());
    const weekday = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][date.dayOfWeek - 1];
    const blocks = await jsonLdBlocks(request, `/schedule/${weekday}`);
    for (const block of blocks) expect(schemaOrgProblems(block), weekday).toEqual([]);
    const events = blocks.flatMap((block) => nodesOfType(block, "Event"));
    // A class ending while the test runs may still be listed: at most one more.
    expect(events.length - sessions.length, weekday).toBeGreaterThanOrEqual(0);
    expect(events.length - sessions.length, weekday).toBeLessThanOrEqual(1);
  }
});

test("/classes gives each class on the timetable its weekly eventSchedule", async ({ request }) => {
  const blocks = await jsonLdBlocks(request, "/classes");
  expect(blocks).toHaveLength(1);
  const [graph] = blocks;
  expect(schemaOrgProblems(graph)).toEqual([]);
  const series = nodesOfType(graph, "EventSeries");
  const onTimetable = gymClasses.filter((gymClass) => entriesForClass(gymClass.slug, today).length > 0);
  expect(series).toHaveLength(onTimetable.length);
  for (const [index, gymClass] of onTimetable.entries()) {
    const node = series[index] ?? {};
    expect(node.name).toBe(`${gymClass.title} class`);
    expect(node.location).toMatchObject({ "@type": "ExerciseGym", address: { streetAddress: site.contact.address } });
    const schedules = node.eventSchedule as Record<string, unknown>[];
    const slots = schedules.flatMap((schedule) => {
      expect(schedule).toMatchObject({ "@type": "Schedule", repeatFrequency: "P1W", scheduleTimezone: site.timeZone });
      return (schedule.byDay as string[]).map((day) => `${day} ${schedule.startTime}-${schedule.endTime}`);
    });
    expect(slots.sort()).toEqual(
      entriesForClass(gymClass.slug, today)
        .map((entry) => `https://schema.org/${weekdayName(entry.weekday)} ${entry.start}:00-${entry.end}:00`)
        .sort(),
    );
  }
});
