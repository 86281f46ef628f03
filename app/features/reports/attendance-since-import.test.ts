import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleScheduleData } from "#app/features/timetable/sample-schedule.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { useSchedule } from "#app/features/timetable/test-support.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { attendanceReport, timetableSessions } from "./attendance.server.ts";
import { rangeOf } from "./range.server.ts";

/**
 * A gym that has just installed Ironpeak: its schedule came into the database a moment ago.
 * Last week's classes did not run here, so the report must not count them as empty ones.
 */
describe.each(databaseKinds)("the attendance report of a gym new to Ironpeak, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    await useSchedule(fresh.database, sampleScheduleData());
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const now = clock.now();
  const lastWeek = rangeOf(
    gymToday(now).subtract({ days: 8 }).toString(),
    gymToday(now).subtract({ days: 1 }).toString(),
  );

  it("counts no session from before the schedule was imported", async () => {
    const report = await attendanceReport(fresh.database, lastWeek, { now });
    expect(report.totals.sessions).toBe(0);
  });

  it("counts the schedule's sessions since it was imported, each as empty as nobody booked it", async () => {
    const tenDaysAgo = new Date(now.getTime() - 10 * 24 * 60 * 60 * 1000).toISOString();
    await fresh.database.db.updateTable("schedule_state").set({ imported_at: tenDaysAgo }).execute();
    const expected = timetableSessions(lastWeek.from, lastWeek.to).filter(
      (session) => session.startsAtUtc >= lastWeek.startsAt && session.startsAtUtc < lastWeek.endsAt,
    );
    const report = await attendanceReport(fresh.database, lastWeek, { now });
    expect(expected.length).toBeGreaterThan(0);
    expect(report.totals.sessions).toBe(expected.length);
    expect(report.totals.booked).toBe(0);
  });
});
