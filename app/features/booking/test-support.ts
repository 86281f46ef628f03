import { randomUUID } from "node:crypto";
import { giveTestMembership } from "#app/features/memberships/test-support.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * A timetable and rules of the tests' own (the gym's real ones may change any day), for
 * `vi.mock` in the booking tests: Spin every day at 9:00; on Mondays Lift overlaps it and
 * Yoga follows it; three places a class; a member may hold three upcoming places.
 */
export const fixtureClasses = ["spin", "lift", "yoga"].map((slug) => ({
  slug,
  title: slug.charAt(0).toUpperCase() + slug.slice(1),
  description: `${slug}, coached`,
  trainer: "Coach",
  picture: { name: slug, subject: slug },
  image: { src: "", srcSet: "", width: 1, height: 1, alt: "" },
}));

const everyDay = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export const fixtureTimetable = [
  ...everyDay.map((weekday) => ({ classSlug: "spin", weekday, start: "09:00", end: "10:00", trainer: "Coach" })),
  { classSlug: "lift", weekday: "monday" as const, start: "09:30", end: "10:30", trainer: "Coach" },
  { classSlug: "yoga", weekday: "monday" as const, start: "10:00", end: "11:00", trainer: "Coach" },
];

export const fixtureRules = {
  opensDaysBefore: 7,
  closesAtStart: true,
  defaultCapacity: 3,
  promotionCutoffHours: 2,
  lateCancellationHours: 2,
  maxUpcomingBookings: 3,
  checkInOpensMinutesBefore: 60,
  weeksShown: 2,
  entitlementRequired: true,
  lateCancellationUsesCredit: true,
  noShowUsesCredit: true,
  pastDueGraceDays: 3,
} as const;

/** Monday 30 November 2026 (London is on UTC then): the sessions the tests book. */
export const MONDAY = "2026-11-30";
export const spinOn = (date: string) => `spin-${date}-0900`;
export const SPIN = spinOn(MONDAY);
export const LIFT = `lift-${MONDAY}-0930`;
export const YOGA = `yoga-${MONDAY}-1000`;
export const SPIN_STARTS = Date.parse(`${MONDAY}T09:00:00Z`);
export const HOUR = 60 * 60 * 1000;
/** Two days before Monday's Spin: booking is open, cancelling is free, promotion runs. */
export const TWO_DAYS_BEFORE = new Date(SPIN_STARTS - 48 * HOUR);

/**
 * Members as better-auth stores them, written directly (no password hashing needed to book),
 * each with the tests' unlimited membership (memberships/test-support.ts) unless `entitled`
 * is false: a member of a test about paying starts with nothing.
 */
export async function createMembers(
  database: Database,
  count: number,
  { entitled = true }: { entitled?: boolean } = {},
): Promise<string[]> {
  const now = database.kind === "sqlite" ? clock.now().toISOString() : clock.now();
  const ids = Array.from({ length: count }, () => randomUUID());
  for (let start = 0; start < ids.length; start += 100) {
    await database.db
      .insertInto("user")
      .values(
        ids.slice(start, start + 100).map((id) => ({
          id,
          email: `${id}@example.com`,
          name: "Member",
          emailVerified: database.kind === "sqlite" ? 0 : false,
          createdAt: now,
          updatedAt: now,
        })) as never,
      )
      .execute();
  }
  if (entitled) await giveTestMembership(database, ids);
  return ids;
}
