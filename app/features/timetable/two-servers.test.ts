import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Weekday } from "#app/content/weekdays.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, book, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { currentSchedule } from "./current-schedule.ts";
import { inForceOn } from "./schedule.ts";
import { gymToday, nextDateOf, sessionIdOf, weekdayOf } from "./sessions.server.ts";
import { freeSlot } from "./test-support.ts";
import { weeklySlotLabel } from "./timetable.ts";

/**
 * Two production servers on one PostgreSQL database, as a deployment behind a proxy runs
 * them: an edit made on one is on the other's pages, feeds and API within 5 seconds, with
 * no restart, and a booking on the other never lands on a session the edit removed.
 */
interface SlotJson {
  id: string;
  classSlug: string;
  className: string;
  weekday: Weekday;
  start: string;
  end: string;
  version: number;
}

const WITHIN_MS = 5000;
const today = gymToday();

/** Polls `check` until it holds; the milliseconds it took. */
async function timeUntil(check: () => Promise<boolean>, limitMs = 3 * WITHIN_MS): Promise<number> {
  const started = clock.millis();
  while (!(await check())) {
    if (clock.millis() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return clock.millis() - started;
}

describe.runIf(databaseKinds.includes("postgres"))("an edit on one of two servers sharing PostgreSQL", () => {
  let fresh: FreshDatabase;
  let first: RunningServer;
  let second: RunningServer;
  let staff: ApiMember;
  let member: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    const env = { ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "1000" };
    [first, second] = await Promise.all([startServer(env), startServer(env)]);
    staff = await signUp(first, "desk");
    member = await signUp(second, "member");
    await setRole(fresh.database, {
      email: staff.email,
      role: "staff",
      actor: COMMAND_LINE,
      demoAccounts: {},
      from: "command line",
    });
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await fresh?.dispose();
  });

  it("is on the other server's API, class feed and classes page within 5 seconds", async () => {
    const schedule = currentSchedule();
    const slot = freeSlot(schedule, today.toString());
    const gymClass = schedule.classBySlug.get(slot.classSlug);
    if (!gymClass) throw new Error("no class");
    const date = nextDateOf(slot.weekday, today.add({ days: 1 }));
    const sessionId = sessionIdOf(slot, date.toString());
    const posted = await api(first, "/api/staff/timetable", {
      member: staff,
      method: "POST",
      json: { ...slot, effectiveFrom: today.toString() },
    });
    expect(posted.status).toBe(201);
    const onApi = await timeUntil(async () => {
      const listed = await (await api(second, `/api/sessions?from=${date}&to=${date}`)).text();
      return listed.includes(`"${sessionId}"`);
    });
    expect(onApi).toBeLessThan(WITHIN_MS);
    const onFeed = await timeUntil(async () =>
      (await (await fetch(`${second.origin}/classes/${gymClass.slug}.ics`)).text()).includes(`session-${sessionId}@`),
    );
    expect(onFeed).toBeLessThan(WITHIN_MS);
    // The class card's weekly slots, as the page writes them now.
    const slots = (
      (await (await api(first, "/api/staff/timetable", { member: staff })).json()) as { slots: SlotJson[] }
    ).slots.filter((candidate) => candidate.classSlug === gymClass.slug);
    const [earliest] = slots;
    if (!earliest) throw new Error("no slot listed");
    const label = `${weeklySlotLabel(earliest)}${slots.length > 1 ? ` and ${slots.length - 1} more` : ""}: ${gymClass.title} this week`;
    const onPage = await timeUntil(async () =>
      (await (await fetch(`${second.origin}/classes`)).text()).includes(label),
    );
    expect(onPage).toBeLessThan(WITHIN_MS);
  });

  it("never lets a booking on the other server land on a session the edit just removed", async () => {
    // A class of another weekday than today's: its next session is less than a week away, open for booking.
    const slot = currentSchedule().slots.find(
      (candidate) => inForceOn(candidate, today.toString()) && candidate.weekday !== weekdayOf(today),
    );
    if (!slot) throw new Error("the sample timetable is empty");
    const date = nextDateOf(slot.weekday, today.add({ days: 1 }));
    const removed = await api(first, `/api/staff/timetable/${slot.id}?effectiveFrom=${today.add({ days: 1 })}`, {
      member: staff,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    await expectApiError(await book(second, member, sessionIdOf(slot, date.toString())), 404, "SESSION_NOT_FOUND");
  });
});
