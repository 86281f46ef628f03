import { randomInt, randomUUID } from "node:crypto";
import { type APIRequestContext, request as playwrightRequest, type TestInfo } from "@playwright/test";
import { formatTimeRange } from "#app/content/clock.ts";
import type { Weekday } from "#app/content/weekdays.ts";
import { bookingWindow } from "#app/features/booking/rules.ts";
import { giveTestMembership } from "#app/features/memberships/test-support.ts";
import { gymToday, localDayTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { expect } from "./support.ts";
import { acceptTerms } from "./terms-support.ts";

/** A session as GET /api/sessions describes it (docs/api.md). */
export interface ApiSession {
  id: string;
  className: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  waitlisted: number;
  spotsLeft: number;
  status: string;
}

/** What the schedule page calls a session's row and buttons: "Yoga, 10:00am-11:00am". */
export function rowLabel(session: ApiSession): string {
  const local = (iso: string) => iso.slice(11, 16);
  return `${session.className}, ${formatTimeRange(local(session.startsAt), local(session.endsAt))}`;
}

/** When cancelling the session stops being free, as the pages and e-mails name it: "Friday 27 November at 7:00am". */
export function freeUntilOf(session: ApiSession): string {
  return localDayTimeLabel(bookingWindow(session.startsAt).freeCancellationEndsAt);
}

/** The weekday page that shows a session (it is within the coming week, so on that page's first date). */
export function schedulePathOf(session: ApiSession): string {
  const weekday = new Date(`${session.startsAt.slice(0, 10)}T12:00:00Z`)
    .toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" })
    .toLowerCase() as Weekday;
  return `/schedule/${weekday}`;
}

const projectIndex: Record<string, number> = { phone: 0, desktop: 1, "desktop-postgres": 0 };

/**
 * A session of this test's own: between two and six days ahead (bookable, with free
 * cancellation and promotion still running), chosen by project and slot so that tests
 * running side by side on one server never book the same places. The first one from there
 * that nobody has booked yet, so a retried test starts clean too.
 */
export async function claimSession(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<ApiSession> {
  const today = gymToday();
  const from = today.add({ days: 2 }).toString();
  const to = today.add({ days: 6 }).toString();
  const response = await request.get(`/api/sessions?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  const sessions = ((await response.json()) as { sessions: ApiSession[] }).sessions.filter(
    (session) => session.status === "scheduled",
  );
  const slotsPerProject = 7;
  const index = (projectIndex[testInfo.project.name] ?? 0) * slotsPerProject + slot;
  if (sessions.length < slotsPerProject * 2) throw new Error("the timetable has too few sessions to test booking");
  for (let step = 0; step < sessions.length; step++) {
    const session = sessions[(index + step * slotsPerProject * 2) % sessions.length];
    if (session && session.booked === 0 && session.waitlisted === 0) return session;
  }
  throw new Error("no untouched session left to test booking with");
}

/**
 * A member of the test's own, signed up (terms accepted) and signed in through the API in a
 * request context of their own; given the server's `database`, holding the tests' membership.
 */
export async function apiMember(
  baseURL: string,
  database?: Database,
): Promise<{ email: string; password: string; api: APIRequestContext }> {
  const origin = new URL(baseURL).origin;
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin, "x-forwarded-for": `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}` },
  });
  const email = `filler-${randomUUID().slice(0, 8)}@example.com`;
  const password = "strong-password-1";
  const signUp = await api.post("/api/auth/sign-up/email", { data: { email, password, name: "Filler" } });
  expect(signUp.status()).toBe(200);
  await acceptTerms(api, origin);
  if (database) await giveTestMembership(database, [((await signUp.json()) as { user: { id: string } }).user.id]);
  return { email, password, api };
}

/** Books the session's free places with members of the test's own; returns them with their booking ids. */
export async function fillSession(
  baseURL: string,
  session: ApiSession,
  request: APIRequestContext,
  database: Database,
) {
  const current = await sessionNow(request, session);
  const fillers = [];
  for (let i = 0; i < current.spotsLeft; i++) {
    const member = await apiMember(baseURL, database);
    const booking = await member.api.post("/api/bookings", { data: { sessionId: session.id } });
    expect(booking.status()).toBe(201);
    const body = (await booking.json()) as { id: string; status: string };
    expect(body.status).toBe("booked");
    fillers.push({ ...member, bookingId: body.id });
  }
  return fillers;
}

/** The session's places as the API reports them now. */
export async function sessionNow(request: APIRequestContext, session: ApiSession): Promise<ApiSession> {
  const date = session.startsAt.slice(0, 10);
  const response = await request.get(`/api/sessions?from=${date}&to=${date}`);
  const found = ((await response.json()) as { sessions: ApiSession[] }).sessions.find((item) => item.id === session.id);
  if (!found) throw new Error(`session ${session.id} is gone`);
  return found;
}
