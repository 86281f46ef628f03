import { weekdays } from "#app/content/weekdays.ts";
import { BookingRefused } from "#app/features/booking/errors.ts";
import { openingHours } from "#app/features/site/site-details.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { inForceOn, type Schedule, type ScheduleData, type WeeklySlot } from "./schedule.ts";
import { writeSchedule } from "./schedule-import.server.ts";
import { loadSchedule } from "./schedule-store.server.ts";
import { TimetableRefused } from "./timetable-errors.ts";

/**
 * A schedule of the tests' own (a gym's real one may change any day): three trainers, three
 * classes of three places, Spin on Mondays and Wednesdays at 9:00 with Ana, Lift on Mondays
 * at 10:00 with Ben. The tests' clock is Tuesday 24 November 2026, 8:00 in London (UTC then).
 */
export const NOW = new Date("2026-11-24T08:00:00.000Z");
export const TODAY = "2026-11-24";
export const NEXT_MONDAY = "2026-11-30";
export const NEXT_WEDNESDAY = "2026-11-25";

const trainer = (id: string, name: string, position: number) => ({
  id,
  name,
  job: "Coach",
  portrait: null,
  position,
  retired: false,
  version: 1,
});

const gymClass = (slug: string, title: string, trainerId: string, position: number) => ({
  slug,
  title,
  description: `${title}, coached.`,
  picture: "cycling",
  trainerId,
  capacity: 3,
  position,
  retired: false,
  version: 1,
});

const slot = (
  id: string,
  classSlug: string,
  weekday: WeeklySlot["weekday"],
  start: string,
  end: string,
  trainerId: string,
): WeeklySlot => ({
  id,
  classSlug,
  weekday,
  start,
  end,
  trainerId,
  capacity: 3,
  featured: false,
  effectiveFrom: null,
  effectiveUntil: null,
  version: 1,
});

export function fixtureSchedule(): ScheduleData {
  return {
    origin: "fixture",
    version: 1,
    trainers: [
      trainer("ana-lima", "Ana Lima", 0),
      trainer("ben-ortiz", "Ben Ortiz", 1),
      trainer("cy-park", "Cy Park", 2),
    ],
    classes: [
      gymClass("spin", "Spin", "ana-lima", 0),
      gymClass("lift", "Lift", "ben-ortiz", 1),
      gymClass("yoga", "Yoga", "cy-park", 2),
    ],
    slots: [
      slot("spin-monday", "spin", "monday", "09:00", "10:00", "ana-lima"),
      slot("spin-wednesday", "spin", "wednesday", "09:00", "10:00", "ana-lima"),
      slot("lift-monday", "lift", "monday", "10:00", "11:00", "ben-ortiz"),
    ],
    oneOffs: [],
    covers: [],
    closures: [],
    removed: [],
  };
}

const scheduleTables = [
  "removed_sessions",
  "closures",
  "session_cover",
  "one_off_sessions",
  "timetable_slots",
  "gym_classes",
  "trainers",
  "schedule_state",
] as const;

/** Replaces the database's schedule (the sample a fresh database was given) with `data`, and makes it the snapshot. */
export async function useSchedule(database: Database, data: ScheduleData = fixtureSchedule()): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    // Articles and coaches name the sample's trainers, which a test's own schedule replaces:
    // the articles keep their author's name without the link, the coaches go.
    await trx.updateTable("articles").set({ author_id: null }).execute();
    await trx.deleteFrom("coach_accounts").execute();
    for (const table of scheduleTables) await trx.deleteFrom(table).execute();
    await writeSchedule(trx, data, clock.now());
  });
  await loadSchedule(database);
}

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * An hour of the week, inside the opening hours, when a class and its usual trainer are both
 * free on `schedule` (whatever the gym's content): where a test may add a weekly slot.
 */
export function freeSlot(schedule: Schedule, today: string) {
  const inForce = schedule.slots.filter((slot) => inForceOn(slot, today));
  for (const weekday of weekdays) {
    const hours = openingHours().find((line) => line.days.includes(weekday));
    if (!hours) continue;
    for (let hour = Number(hours.opens.slice(0, 2)) + 1; hh(hour + 1) <= hours.closes; hour++) {
      for (const gymClass of schedule.classes) {
        const clash = inForce.some(
          (slot) =>
            slot.weekday === weekday &&
            (slot.classSlug === gymClass.slug || slot.trainerId === gymClass.trainerId) &&
            slot.start < hh(hour + 1) &&
            hh(hour) < slot.end,
        );
        if (!clash) {
          return { classSlug: gymClass.slug, trainer: gymClass.trainerId, weekday, start: hh(hour), end: hh(hour + 1) };
        }
      }
    }
  }
  throw new Error("the timetable has no free hour");
}

/** Who makes the tests' changes, and how members are told (the mail context booking's mailer needs). */
export const testActor = { id: null, label: "desk@gym.example" };
export const testMail = { context: { origin: "https://gym.example", staffEmail: "desk@gym.example" } };

/** The code a change or a booking was refused with, or "accepted". */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TimetableRefused || error instanceof BookingRefused) return error.code;
    throw error;
  }
  return "accepted";
}
