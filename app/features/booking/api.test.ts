import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRules } from "#app/content/booking-rules.ts";
import { site } from "#app/content/site.ts";
import { timetable } from "#app/content/timetable.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { type Database, openDatabase } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, book, cancel, expectApiError, signUp, signUpMany } from "#tests/support/api-members.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { MAX_RANGE_DAYS } from "./api.server.ts";

/**
 * The JSON API of docs/api.md, proven over HTTP against the built production server:
 * every status and error code a client can provoke with a real clock. The rules behind
 * them (and the refusals a real clock cannot reach: OVERLAPPING_BOOKING, the exact instant
 * booking closes, late cancellation) are specified at service level in bookings.test.ts.
 */

interface ApiSession {
  id: string;
  classSlug: string;
  className: string;
  trainer: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  waitlisted: number;
  spotsLeft: number;
  status: "scheduled" | "cancelled";
  cancellationReason?: string;
  bookingOpensAt: string;
  myBooking?: { id: string; status: "booked" | "waitlisted"; position?: number } | null;
}

interface NewBookingJson {
  id: string;
  sessionId: string;
  status: "booked" | "waitlisted";
  position?: number;
}

interface BookingsJson {
  upcoming: { id: string; sessionId: string; status: string; position?: number; session: { id: string } }[];
  past: { id: string; sessionId: string; status: string }[];
}

const RATE_LIMIT = 10;
const HOUR = 60 * 60 * 1000;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe("the booking API over HTTP (the production server on SQLite)", () => {
  let server: RunningServer;
  let dataDir: string;
  /** The server's database, where members are given the tests' membership (booking needs an entitlement). */
  let database: Database;
  /** Twelve members who fill a session when a test needs a full one. */
  let fillers: ApiMember[];
  /** Sessions nobody has touched yet, bookable now with free cancellation; each test claims its own. */
  let untouched: ApiSession[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-booking-api-"));
    server = await startServer({
      DATA_DIR: dataDir,
      DEMO_EMAIL: "",
      AUTH_RATE_LIMIT_MAX: "1000",
      BOOKING_RATE_LIMIT_MAX: String(RATE_LIMIT),
    });
    database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") });
    fillers = await signUpMany([server], bookingRules.defaultCapacity, "filler", database);
    const now = clock.millis();
    untouched = (await sessionsBetween(0, 6)).filter(
      (session) => Date.parse(session.startsAt) > now + 3 * HOUR && Date.parse(session.startsAt) < now + 6 * 24 * HOUR,
    );
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function claimSession(): ApiSession {
    const session = untouched.shift();
    if (!session) throw new Error("no untouched bookable session left: the tests claim more than the timetable has");
    return session;
  }

  async function sessionsBetween(fromDays: number, toDays: number, member?: ApiMember): Promise<ApiSession[]> {
    const today = gymToday();
    const from = today.add({ days: fromDays }).toString();
    const to = today.add({ days: toDays }).toString();
    const response = await api(server, `/api/sessions?from=${from}&to=${to}`, { member: member ?? null });
    expect(response.status).toBe(200);
    return ((await response.json()) as { sessions: ApiSession[] }).sessions;
  }

  async function sessionNow(id: string, member?: ApiMember): Promise<ApiSession> {
    const date = /-(\d{4}-\d{2}-\d{2})-\d{4}$/.exec(id)?.[1] ?? "";
    const response = await api(server, `/api/sessions?from=${date}&to=${date}`, { member: member ?? null });
    const found = ((await response.json()) as { sessions: ApiSession[] }).sessions.find((s) => s.id === id);
    if (!found) throw new Error(`${id} is not listed`);
    return found;
  }

  async function booked(member: ApiMember, sessionId: string): Promise<NewBookingJson> {
    const response = await book(server, member, sessionId);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as NewBookingJson;
  }

  async function bookingsOf(member: ApiMember): Promise<BookingsJson> {
    const response = await api(server, "/api/bookings", { member });
    expect(response.status).toBe(200);
    return (await response.json()) as BookingsJson;
  }

  /** Every place of the session taken by the fillers, all at once. */
  async function fill(session: ApiSession) {
    const answers = await Promise.all(fillers.slice(0, session.capacity).map((filler) => booked(filler, session.id)));
    expect(answers.every((answer) => answer.status === "booked")).toBe(true);
    return answers;
  }

  /** Writes to the server's database what no endpoint does yet (staff tools will). */
  function withDatabase(work: (db: DatabaseSync) => void) {
    const db = new DatabaseSync(path.join(dataDir, "ironpeak.sqlite"));
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      work(db);
    } finally {
      db.close();
    }
  }

  describe("GET /api/sessions", () => {
    it("lists the coming 7 days by default, from today where the gym is, with places and times in the gym's offset", async () => {
      const response = await api(server, "/api/sessions");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as { from: string; to: string; timeZone: string; sessions: ApiSession[] };
      const today = gymToday();
      expect(body.from).toBe(today.toString());
      expect(body.to).toBe(today.add({ days: 6 }).toString());
      expect(body.timeZone).toBe(site.timeZone);
      // Seven days hold every weekday once: the whole weekly timetable.
      expect(body.sessions).toHaveLength(timetable.length);
      const starts = body.sessions.map((session) => Date.parse(session.startsAt));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const session of body.sessions) {
        expect(session.startsAt).toMatch(ISO_WITH_OFFSET);
        expect(session.endsAt).toMatch(ISO_WITH_OFFSET);
        const localDate = session.startsAt.slice(0, 10);
        const localStart = session.startsAt.slice(11, 16).replace(":", "");
        expect(session.id).toBe(`${session.classSlug}-${localDate}-${localStart}`);
        expect(session).toMatchObject({ capacity: expect.any(Number), booked: 0, waitlisted: 0, status: "scheduled" });
        expect(session.spotsLeft).toBe(session.capacity);
        expect(Date.parse(session.bookingOpensAt)).toBe(
          Date.parse(session.startsAt) - bookingRules.opensDaysBefore * 24 * HOUR,
        );
        // Signed out, the member's own place is not part of the answer at all.
        expect(session).not.toHaveProperty("myBooking");
      }
    });

    it(`takes any range of up to ${MAX_RANGE_DAYS} days, and says what is wrong with a longer one, a reversed one or a bad date`, async () => {
      const today = gymToday();
      const longest = await api(server, `/api/sessions?from=${today}&to=${today.add({ days: MAX_RANGE_DAYS - 1 })}`);
      expect(longest.status).toBe(200);
      const oneDay = (await (await api(server, `/api/sessions?from=${today}&to=${today}`)).json()) as {
        sessions: ApiSession[];
      };
      expect(oneDay.sessions.every((session) => session.startsAt.startsWith(today.toString()))).toBe(true);

      await expectApiError(
        await api(server, `/api/sessions?from=${today}&to=${today.add({ days: MAX_RANGE_DAYS })}`),
        400,
        "RANGE_TOO_LONG",
      );
      await expectApiError(
        await api(server, `/api/sessions?from=${today}&to=${today.subtract({ days: 1 })}`),
        400,
        "INVALID_RANGE",
      );
      for (const query of ["from=2026-02-30", "from=2026-1-5", "from=tomorrow", `from=${today}&to=20261231`, "to="]) {
        await expectApiError(await api(server, `/api/sessions?${query}`), 400, "INVALID_DATE");
      }
    });
  });

  describe("signed out", () => {
    it("answers 401 NOT_SIGNED_IN to GET, POST and DELETE of bookings, and to a forged session cookie", async () => {
      const sessionId = claimSession().id;
      await expectApiError(await api(server, "/api/bookings"), 401, "NOT_SIGNED_IN");
      await expectApiError(await book(server, null, sessionId), 401, "NOT_SIGNED_IN");
      await expectApiError(await cancel(server, null, "any-booking"), 401, "NOT_SIGNED_IN");
      const forged: ApiMember = { id: "x", email: "x@example.com", cookie: "ironpeak.session_token=forged.token" };
      await expectApiError(await api(server, "/api/bookings", { member: forged }), 401, "NOT_SIGNED_IN");
      await expectApiError(await book(server, forged, sessionId), 401, "NOT_SIGNED_IN");
      expect((await sessionNow(sessionId)).booked).toBe(0);
    });
  });

  describe("POST /api/bookings", () => {
    let member: ApiMember;
    beforeAll(async () => {
      member = await signUp(server, "booker", { database });
    });

    it("books a place (201), shows it in the sessions and the member's bookings, and refuses it twice (409 ALREADY_BOOKED)", async () => {
      const session = claimSession();
      const response = await book(server, member, session.id);
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const booking = (await response.json()) as NewBookingJson;
      expect(booking).toEqual({ id: expect.any(String), sessionId: session.id, status: "booked" });

      expect(await sessionNow(session.id, member)).toMatchObject({
        booked: 1,
        spotsLeft: session.capacity - 1,
        myBooking: { id: booking.id, status: "booked" },
      });
      expect(await sessionNow(session.id)).not.toHaveProperty("myBooking");
      const mine = await bookingsOf(member);
      expect(mine.upcoming).toEqual([
        expect.objectContaining({
          id: booking.id,
          sessionId: session.id,
          status: "booked",
          session: expect.any(Object),
        }),
      ]);
      expect(mine.past).toEqual([]);

      await expectApiError(await book(server, member, session.id), 409, "ALREADY_BOOKED");
      expect((await sessionNow(session.id)).booked).toBe(1);
    });

    it("refuses bad bodies before anything is booked: 400 INVALID_JSON, 400 INVALID_BODY, 415, 413", async () => {
      const session = claimSession();
      const post = (body: string, contentType = "application/json") =>
        fetch(`http://127.0.0.1:${server.port}/api/bookings`, {
          method: "POST",
          headers: { origin: server.origin, cookie: member.cookie, "content-type": contentType },
          body,
        });
      await expectApiError(await post(`{"sessionId": "${session.id}"`), 400, "INVALID_JSON");
      const unknownField = await expectApiError(
        await post(JSON.stringify({ sessionId: session.id, seats: 2 })),
        400,
        "INVALID_BODY",
      );
      expect(unknownField).toContain("seats");
      const missing = await expectApiError(await post("{}"), 400, "INVALID_BODY");
      expect(missing).toContain("sessionId");
      await expectApiError(await post(JSON.stringify({ sessionId: 42 })), 400, "INVALID_BODY");
      await expectApiError(await post(JSON.stringify([session.id])), 400, "INVALID_BODY");
      await expectApiError(
        await post(`sessionId=${session.id}`, "application/x-www-form-urlencoded"),
        415,
        "UNSUPPORTED_MEDIA_TYPE",
      );
      await expectApiError(
        await post(JSON.stringify({ sessionId: session.id, padding: "x".repeat(65 * 1024) })),
        413,
        "BODY_TOO_LARGE",
      );
      expect((await sessionNow(session.id)).booked).toBe(0);
    });

    it("answers 404 SESSION_NOT_FOUND for a session the timetable does not have", async () => {
      const session = claimSession();
      const notAClassTime = session.id.replace(/\d{4}$/, "0300");
      const notAClass = session.id.replace(session.classSlug, "zumba");
      for (const sessionId of ["nonsense", notAClassTime, notAClass, `${session.id}x`, "yoga-2026-02-30-1000"]) {
        await expectApiError(await book(server, member, sessionId), 404, "SESSION_NOT_FOUND");
      }
    });

    it("refuses a free place to a member with no membership or class credit (402 ENTITLEMENT_REQUIRED), booking nothing", async () => {
      const session = claimSession();
      const empty = await signUp(server, "empty-handed");
      const message = await expectApiError(await book(server, empty, session.id), 402, "ENTITLEMENT_REQUIRED");
      expect(message).toMatch(/membership or a class credit/);
      expect((await sessionNow(session.id)).booked).toBe(0);
      expect((await bookingsOf(empty)).upcoming).toEqual([]);
    });

    it("refuses a session whose booking has not opened (409 BOOKING_NOT_OPEN) and one that has started (409 BOOKING_CLOSED)", async () => {
      // A real clock cannot stand at the instant a session starts; a session that started
      // yesterday is past that instant all the same (the instant itself: bookings.test.ts).
      const [later] = await sessionsBetween(bookingRules.opensDaysBefore + 1, bookingRules.opensDaysBefore + 1);
      const [yesterday] = await sessionsBetween(-1, -1);
      await expectApiError(await book(server, member, later?.id ?? ""), 409, "BOOKING_NOT_OPEN");
      await expectApiError(await book(server, member, yesterday?.id ?? ""), 409, "BOOKING_CLOSED");
      expect(Date.parse(later?.bookingOpensAt ?? "")).toBeGreaterThan(clock.millis());
    });

    it("refuses a session the gym has cancelled (409 SESSION_CANCELLED), and lists it as cancelled", async () => {
      const session = claimSession();
      withDatabase((db) =>
        db
          .prepare(
            `INSERT INTO class_sessions (id, class_slug, starts_at, ends_at, capacity, booked_count, last_seq, cancelled_at, cancel_reason, created_at)
             VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?, ?)`,
          )
          .run(
            session.id,
            session.classSlug,
            new Date(session.startsAt).toISOString(),
            new Date(session.endsAt).toISOString(),
            session.capacity,
            clock.now().toISOString(),
            "Trainer ill",
            clock.now().toISOString(),
          ),
      );
      await expectApiError(await book(server, member, session.id), 409, "SESSION_CANCELLED");
      expect(await sessionNow(session.id)).toMatchObject({ status: "cancelled", cancellationReason: "Trainer ill" });
    });
  });

  describe("the waitlist", () => {
    it("waitlists a member when the session is full (201 with a position), refuses joining twice, and promotes in order when a place frees", async () => {
      const session = claimSession();
      const places = await fill(session);
      const [first, second] = await signUpMany([server], 2, "waiting", database);
      if (!first || !second) throw new Error("sign-up failed");

      const firstPlace = await booked(first, session.id);
      const secondPlace = await booked(second, session.id);
      expect(firstPlace).toEqual({ id: expect.any(String), sessionId: session.id, status: "waitlisted", position: 1 });
      expect(secondPlace).toMatchObject({ status: "waitlisted", position: 2 });
      await expectApiError(await book(server, first, session.id), 409, "ALREADY_WAITLISTED");
      expect(await sessionNow(session.id, second)).toMatchObject({
        booked: session.capacity,
        waitlisted: 2,
        spotsLeft: 0,
        myBooking: { id: secondPlace.id, status: "waitlisted", position: 2 },
      });

      // More than two hours ahead: a free cancellation, and the first in line gets the place.
      const freed = await cancel(server, fillers[0] as ApiMember, places[0]?.id ?? "");
      expect(freed.status).toBe(200);
      expect(await freed.json()).toEqual({ status: "cancelled" });
      expect((await bookingsOf(first)).upcoming).toEqual([
        expect.objectContaining({ id: firstPlace.id, status: "booked" }),
      ]);
      expect((await bookingsOf(second)).upcoming).toEqual([
        expect.objectContaining({ id: secondPlace.id, status: "waitlisted", position: 1 }),
      ]);

      const left = await cancel(server, second, secondPlace.id);
      expect(left.status).toBe(200);
      expect(await left.json()).toEqual({ status: "left-waitlist" });
      await expectApiError(await cancel(server, second, secondPlace.id), 409, "NOT_CANCELLABLE");
      expect(await sessionNow(session.id)).toMatchObject({ booked: session.capacity, waitlisted: 0 });
    });
  });

  describe("the booking limit", () => {
    it(`refuses a member's booking past ${bookingRules.maxUpcomingBookings} upcoming places (409 BOOKING_LIMIT_REACHED), but not a waitlist place`, async () => {
      const member = await signUp(server, "limit", { database });
      const held = Array.from({ length: bookingRules.maxUpcomingBookings }, claimSession);
      for (const session of held) expect((await booked(member, session.id)).status).toBe("booked");
      const oneMore = claimSession();
      await expectApiError(await book(server, member, oneMore.id), 409, "BOOKING_LIMIT_REACHED");
      expect((await sessionNow(oneMore.id)).booked).toBe(0);

      const full = claimSession();
      await fill(full);
      expect(await booked(member, full.id)).toMatchObject({ status: "waitlisted", position: 1 });
    });
  });

  describe("DELETE /api/bookings/:id", () => {
    it("answers 404 BOOKING_NOT_FOUND for someone else's booking, word for word as for one that does not exist, and leaves it alone", async () => {
      const session = claimSession();
      const [owner, stranger] = await signUpMany([server], 2, "owner", database);
      if (!owner || !stranger) throw new Error("sign-up failed");
      const booking = await booked(owner, session.id);

      const theirs = await cancel(server, stranger, booking.id);
      const theirsBody = await theirs.clone().text();
      await expectApiError(theirs, 404, "BOOKING_NOT_FOUND");
      const nobodys = await cancel(server, stranger, "00000000-0000-4000-8000-000000000000");
      expect(await nobodys.clone().text()).toBe(theirsBody);
      await expectApiError(nobodys, 404, "BOOKING_NOT_FOUND");
      expect((await sessionNow(session.id, owner)).myBooking).toMatchObject({ id: booking.id, status: "booked" });
    });

    it("refuses cancelling once the session has started (409 SESSION_STARTED), and lists it as past", async () => {
      const member = await signUp(server, "started", { database });
      const [yesterday] = await sessionsBetween(-1, -1);
      if (!yesterday) throw new Error("no session yesterday");
      // Booked last week, which a real clock cannot replay: the row is written as the server would have.
      const bookingId = "11111111-1111-4111-8111-111111111111";
      withDatabase((db) => {
        const startsAt = new Date(yesterday.startsAt).toISOString();
        const endsAt = new Date(yesterday.endsAt).toISOString();
        const bookedAt = new Date(Date.parse(startsAt) - 3 * 24 * HOUR).toISOString();
        db.prepare(
          `INSERT INTO class_sessions (id, class_slug, starts_at, ends_at, capacity, booked_count, last_seq, created_at)
           VALUES (?, ?, ?, ?, ?, 1, 1, ?)`,
        ).run(yesterday.id, yesterday.classSlug, startsAt, endsAt, yesterday.capacity, bookedAt);
        db.prepare(
          `INSERT INTO bookings (id, session_id, user_id, status, seq, starts_at, ends_at, created_at, updated_at)
           VALUES (?, ?, ?, 'booked', 1, ?, ?, ?, ?)`,
        ).run(bookingId, yesterday.id, member.id, startsAt, endsAt, bookedAt, bookedAt);
      });
      await expectApiError(await cancel(server, member, bookingId), 409, "SESSION_STARTED");
      const mine = await bookingsOf(member);
      expect(mine.upcoming).toEqual([]);
      expect(mine.past).toEqual([expect.objectContaining({ id: bookingId, status: "booked" })]);
    });

    it("is refused from another site (403 CROSS_ORIGIN_REQUEST), as a booking is, and changes nothing", async () => {
      const session = claimSession();
      const member = await signUp(server, "origin", { database });
      const elsewhere = { origin: "https://evil.example" };
      await expectApiError(
        await api(server, "/api/bookings", {
          member,
          method: "POST",
          json: { sessionId: session.id },
          headers: elsewhere,
        }),
        403,
        "CROSS_ORIGIN_REQUEST",
      );
      expect((await sessionNow(session.id)).booked).toBe(0);
      const booking = await booked(member, session.id);
      await expectApiError(
        await api(server, `/api/bookings/${booking.id}`, { member, method: "DELETE", headers: elsewhere }),
        403,
        "CROSS_ORIGIN_REQUEST",
      );
      expect((await sessionNow(session.id, member)).myBooking).toMatchObject({ id: booking.id, status: "booked" });
    });
  });

  describe("limits", () => {
    it(`answers 429 TOO_MANY_REQUESTS with Retry-After past ${RATE_LIMIT} booking requests a window, for that member only`, async () => {
      const session = claimSession();
      const [eager, patient] = await signUpMany([server], 2, "eager", database);
      if (!eager || !patient) throw new Error("sign-up failed");
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await book(server, eager, session.id)).status);
      expect(statuses).toEqual([201, ...Array(RATE_LIMIT - 1).fill(409)]);
      const limited = await book(server, eager, session.id);
      const retryAfter = Number(limited.headers.get("retry-after"));
      await expectApiError(limited, 429, "TOO_MANY_REQUESTS");
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await expectApiError(await cancel(server, eager, "any"), 429, "TOO_MANY_REQUESTS");
      expect((await book(server, patient, session.id)).status).toBe(201);
    });

    it("sends a small answer as it is and a large one compressed (compressing 100 bytes costs more than it saves)", async () => {
      const member = fillers[1] as ApiMember;
      const accepts = { "accept-encoding": "br, gzip" };
      const small = await api(server, "/api/bookings/some-id", { member, method: "DELETE", headers: accepts });
      expect(small.headers.get("content-encoding")).toBeNull();
      const text = await small.text();
      expect(small.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
      const large = await api(server, "/api/sessions", { headers: accepts });
      expect(large.headers.get("content-encoding")).toBe("br");
      expect(((await large.json()) as { sessions: unknown[] }).sessions.length).toBeGreaterThan(0);
    });

    it("answers 405 with Allow to a method an endpoint does not take", async () => {
      const member = fillers[0] as ApiMember;
      const cases: [string, string, string][] = [
        ["/api/bookings", "PUT", "GET, POST"],
        ["/api/bookings/some-id", "POST", "DELETE"],
        ["/api/sessions", "POST", "GET"],
      ];
      for (const [pathname, method, allow] of cases) {
        const response = await api(server, pathname, { member, method, json: {} });
        expect(response.headers.get("allow"), `${method} ${pathname}`).toBe(allow);
        await expectApiError(response, 405, "METHOD_NOT_ALLOWED");
      }
      const read = await api(server, "/api/bookings/some-id", { member });
      expect(read.headers.get("allow")).toBe("DELETE");
      await expectApiError(read, 405, "METHOD_NOT_ALLOWED");
    });
  });
});
