import { randomUUID } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import { newSessionRow } from "#app/features/booking/booking-rows.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import { type ClassSession, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { test as base, expect, type TestUser } from "./support.ts";

export const test = base.extend<{
  signedInStaff: TestUser;
  signedInOwner: TestUser;
}>({
  signedInStaff: async ({ signedInUser, database }, use) => {
    await grant(database, signedInUser.email, "staff");
    await use(signedInUser);
  },
  signedInOwner: async ({ signedInUser, database }, use) => {
    await grant(database, signedInUser.email, "owner");
    await use(signedInUser);
  },
});

export { expect };

function grant(database: Database, email: string, role: "staff" | "owner") {
  return setRole(database, { email, role, actor: COMMAND_LINE, demoAccounts: {}, from: "command line" });
}

/** A member of the test's own, written to the database (no sign-in needed to be booked). */
export async function newMember(database: Database, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}-${randomUUID().slice(0, 8)}@example.com`;
  return createAccount(database, { email, name });
}

const projectIndex: Record<string, number> = { phone: 0, desktop: 1, "desktop-postgres": 2 };

/**
 * A session of the test's own, on days no other spec books (booking.spec claims two to six
 * days ahead). Claimed by creating its row, which only one test can do: tests running side
 * by side, or a retry, each get another.
 */
export async function claimSession(database: Database, testInfo: TestInfo, days: number[]): Promise<ClassSession> {
  const today = gymToday();
  const sessions = days.flatMap((offset) => sessionsBetween(today.add({ days: offset }), today.add({ days: offset })));
  const start = (projectIndex[testInfo.project.name] ?? 0) * 3;
  for (let step = 0; step < sessions.length; step++) {
    const session = sessions[(start + step) % sessions.length];
    if (!session) continue;
    const claimed = await database.db
      .insertInto("class_sessions")
      .values(newSessionRow(session, clock.now()))
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) return session;
  }
  throw new Error("no session left to claim on those days");
}

/** Books members into a session as they would have a day before it, whenever that was. */
export async function bookAhead(database: Database, session: ClassSession, userIds: string[]) {
  const dayBefore = new Date(Date.parse(session.startsAtUtc) - 24 * 60 * 60 * 1000);
  const bookings = [];
  for (const userId of userIds)
    bookings.push(await bookSession(database, { userId, sessionId: session.id, now: dayBefore }));
  return bookings;
}
