import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditsLeft, giveTestCredits } from "#app/features/memberships/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, book, cancel, membersInDatabase, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

/**
 * The booking rules under real concurrency: production servers (two sharing one
 * PostgreSQL, or one on its SQLite file), hundreds of requests in flight at once. What
 * must hold is the database's doing (bookings.server.ts), so any number of servers agree.
 */

interface ApiSession {
  id: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  waitlisted: number;
  spotsLeft: number;
}

interface Answer {
  status: number;
  body: { id?: string; status?: string; position?: number; error?: { code: string } };
}

const HOUR = 60 * 60 * 1000;
const CROWD = 200;
const LAST_PLACES = 3;

describe.each(databaseKinds)("booking through real servers on %s", (kind) => {
  const serverCount = kind === "postgres" ? 2 : 1;
  let fresh: FreshDatabase;
  let servers: RunningServer[];
  /** Sessions bookable now with free cancellation and promotion, untouched; each test takes its own. */
  let bookable: ApiSession[];

  beforeAll(async () => {
    const started = performance.now();
    fresh = await freshDatabase(kind);
    const env = {
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: "",
      AUTH_RATE_LIMIT_MAX: "1000",
      BOOKING_RATE_LIMIT_MAX: "1000",
    };
    servers = await Promise.all(Array.from({ length: serverCount }, () => startServer(env)));
    const now = clock.millis();
    const today = gymToday();
    const listed = await api(servers[0] as RunningServer, `/api/sessions?from=${today}&to=${today.add({ days: 6 })}`);
    bookable = ((await listed.json()) as { sessions: ApiSession[] }).sessions.filter(
      (session) => Date.parse(session.startsAt) > now + 3 * HOUR && Date.parse(session.startsAt) < now + 6 * 24 * HOUR,
    );
    console.info(`${kind}: ${serverCount} server(s) up in ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await fresh?.dispose();
  });

  /** Requests take turns between the servers, as a load balancer would send them. */
  const serverFor = (i: number) => servers[i % servers.length] as RunningServer;

  function takeSession(): ApiSession {
    const session = bookable.shift();
    if (!session) throw new Error("no bookable session left this week");
    return session;
  }

  async function answerOf(response: Response): Promise<Answer> {
    return { status: response.status, body: (await response.json()) as Answer["body"] };
  }

  async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    console.info(`${kind}: ${what} in ${Math.round(performance.now() - started)} ms`);
    return result;
  }

  async function rowsOf(sessionId: string) {
    return fresh.database.db
      .selectFrom("bookings")
      .select(["id", "user_id", "status", "seq"])
      .where("session_id", "=", sessionId)
      .orderBy("seq")
      .execute();
  }

  async function countersOf(sessionId: string) {
    const row = await fresh.database.db
      .selectFrom("class_sessions")
      .select(["capacity", "booked_count", "last_seq"])
      .where("id", "=", sessionId)
      .executeTakeFirstOrThrow();
    return { capacity: Number(row.capacity), booked: Number(row.booked_count), lastSeq: Number(row.last_seq) };
  }

  async function expectOneLiveRowPerMember(sessionId: string) {
    const live = (await rowsOf(sessionId)).filter((row) => row.status === "booked" || row.status === "waitlisted");
    expect(new Set(live.map((row) => row.user_id)).size).toBe(live.length);
  }

  it(`gives the last ${LAST_PLACES} places to ${LAST_PLACES} of ${CROWD} members asking at the same moment, and waitlists the rest in the database's order`, async () => {
    const session = takeSession();
    const earlier = session.capacity - LAST_PLACES;
    const members = await timed(`${earlier + CROWD} members created`, () =>
      membersInDatabase(fresh.database, earlier + CROWD, "crowd"),
    );
    for (const [i, member] of members.slice(0, earlier).entries()) {
      expect((await book(serverFor(i), member, session.id)).status).toBe(201);
    }
    const crowd = members.slice(earlier);

    const answers = await timed(`${CROWD} bookings at once over ${serverCount} server(s)`, () =>
      Promise.all(crowd.map((member, i) => book(serverFor(i), member, session.id).then(answerOf))),
    );

    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    const booked = answers.filter((answer) => answer.body.status === "booked");
    const waitlisted = answers.filter((answer) => answer.body.status === "waitlisted");
    expect(booked).toHaveLength(LAST_PLACES);
    expect(waitlisted).toHaveLength(CROWD - LAST_PLACES);
    const positions = waitlisted.map((answer) => answer.body.position ?? 0).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: CROWD - LAST_PLACES }, (_, i) => i + 1));

    // The database's order is the one order: places to the first in its sequence, then
    // waitlist positions exactly as the sequence numbers run.
    const rows = await rowsOf(session.id);
    expect(rows).toHaveLength(session.capacity + CROWD - LAST_PLACES);
    expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, i) => i + 1));
    expect(rows.slice(0, session.capacity).every((row) => row.status === "booked")).toBe(true);
    expect(rows.slice(session.capacity).every((row) => row.status === "waitlisted")).toBe(true);
    const waitingBySeq = rows.slice(session.capacity).map((row) => row.user_id);
    crowd.forEach((member, i) => {
      const answer = answers[i] as Answer;
      if (answer.body.status === "waitlisted") expect(waitingBySeq[(answer.body.position ?? 0) - 1]).toBe(member.id);
    });
    await expectOneLiveRowPerMember(session.id);
    expect(await countersOf(session.id)).toEqual({
      capacity: session.capacity,
      booked: session.capacity,
      lastSeq: session.capacity + CROWD - LAST_PLACES,
    });

    // Every server tells every member the same.
    const listed = await api(
      serverFor(1),
      `/api/sessions?from=${session.startsAt.slice(0, 10)}&to=${session.startsAt.slice(0, 10)}`,
    );
    const seen = ((await listed.json()) as { sessions: ApiSession[] }).sessions.find((s) => s.id === session.id);
    expect(seen).toMatchObject({ booked: session.capacity, waitlisted: CROWD - LAST_PLACES, spotsLeft: 0 });
    const last = crowd.find((_, i) => answers[i]?.body.position === CROWD - LAST_PLACES) as ApiMember;
    const lastList = await api(serverFor(1), "/api/bookings", { member: last });
    expect(((await lastList.json()) as { upcoming: unknown[] }).upcoming).toEqual([
      expect.objectContaining({ sessionId: session.id, status: "waitlisted", position: CROWD - LAST_PLACES }),
    ]);
  });

  it("books a member once however often they press Book at once on any server: one 201, then 409 ALREADY_BOOKED", async () => {
    const session = takeSession();
    const member = await signUp(serverFor(0), "presser", { database: fresh.database });
    const presses = 20;
    const answers = await timed(`${presses} presses at once`, () =>
      Promise.all(Array.from({ length: presses }, (_, i) => book(serverFor(i), member, session.id).then(answerOf))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toEqual([
      { status: 201, body: expect.objectContaining({ status: "booked" }) },
    ]);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(presses - 1);
    for (const answer of refused)
      expect(answer).toEqual({ status: 409, body: { error: expect.objectContaining({ code: "ALREADY_BOOKED" }) } });
    const rows = await rowsOf(session.id);
    expect(rows).toEqual([expect.objectContaining({ user_id: member.id, status: "booked" })]);
    expect((await countersOf(session.id)).booked).toBe(1);
  });

  it("takes a member's last credit once when they book 20 classes at once on any server: one place, the rest refused", async () => {
    // Twenty classes of the whole booking window, at different times first, so that as far as
    // the timetable allows nothing but the credit stands between each and a place.
    const today = gymToday();
    const listed = await api(servers[0] as RunningServer, `/api/sessions?from=${today}&to=${today.add({ days: 7 })}`);
    const now = clock.millis();
    const open = ((await listed.json()) as { sessions: ApiSession[] }).sessions.filter(
      (session) =>
        Date.parse(session.startsAt) > now + 3 * HOUR && Date.parse(session.startsAt) < now + 6.9 * 24 * HOUR,
    );
    const apart: ApiSession[] = [];
    for (const session of open.reverse()) {
      if (!apart.some((taken) => session.startsAt < taken.endsAt && taken.startsAt < session.endsAt))
        apart.push(session);
    }
    const classes = [...apart, ...open.filter((session) => !apart.includes(session))].slice(0, 20);
    expect(classes).toHaveLength(20);
    const [member] = (await membersInDatabase(fresh.database, 1, "last-credit", { entitled: false })) as [ApiMember];
    await giveTestCredits(fresh.database, member.id, {
      count: 1,
      expiresAt: new Date(clock.millis() + 30 * 24 * HOUR),
    });

    const answers = await timed("20 bookings on one credit at once", () =>
      Promise.all(classes.map((session, i) => book(serverFor(i), member, session.id).then(answerOf))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toEqual([
      { status: 201, body: expect.objectContaining({ status: "booked" }) },
    ]);
    // The others stay untouched for the tests after this one.
    const taken = classes[answers.findIndex((answer) => answer.status === 201)];
    bookable = bookable.filter((session) => session.id !== taken?.id);
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 201) continue;
      // A class at the same time as the one booked may be refused for that first.
      const overlapping = !apart.includes(classes[i] as ApiSession);
      expect(answer).toEqual(
        overlapping && answer.status === 409
          ? { status: 409, body: { error: expect.objectContaining({ code: "OVERLAPPING_BOOKING" }) } }
          : { status: 402, body: { error: expect.objectContaining({ code: "ENTITLEMENT_REQUIRED" }) } },
      );
    }
    expect(await creditsLeft(fresh.database, member.id)).toBe(0);
    const places = await fresh.database.db
      .selectFrom("bookings")
      .select("status")
      .where("user_id", "=", member.id)
      .execute();
    expect(places).toEqual([{ status: "booked" }]);
    const used = await fresh.database.db
      .selectFrom("booking_entitlements")
      .select("credit_grant_id")
      .where("user_id", "=", member.id)
      .execute();
    expect(used).toHaveLength(1);
  });

  it("keeps places and the waitlist true while booked members cancel and newcomers book, all at once", async () => {
    const session = takeSession();
    const queue = session.capacity + 10;
    const members = await membersInDatabase(fresh.database, queue + 20, "churn");
    const first: { member: ApiMember; id: string }[] = [];
    for (const [i, member] of members.slice(0, queue).entries()) {
      const answer = await answerOf(await book(serverFor(i), member, session.id));
      first.push({ member, id: answer.body.id ?? "" });
    }
    const leaving = first.slice(0, 8);
    const newcomers = members.slice(queue);

    const answers = await timed(`${leaving.length} cancellations and ${newcomers.length} bookings at once`, () =>
      Promise.all([
        ...leaving.map(({ member, id }, i) => cancel(serverFor(i), member, id).then(answerOf)),
        ...newcomers.map((member, i) => book(serverFor(i + 1), member, session.id).then(answerOf)),
      ]),
    );
    expect(answers.slice(0, leaving.length)).toEqual(
      leaving.map(() => ({ status: 200, body: { status: "cancelled" } })),
    );
    expect(answers.slice(leaving.length).every((answer) => answer.status === 201)).toBe(true);

    const rows = await rowsOf(session.id);
    const booked = rows.filter((row) => row.status === "booked");
    const waiting = rows.filter((row) => row.status === "waitlisted");
    expect(booked).toHaveLength(session.capacity);
    expect((await countersOf(session.id)).booked).toBe(session.capacity);
    expect(waiting).toHaveLength(queue + newcomers.length - leaving.length - session.capacity);
    // Promotion is first come, first served: nobody still waiting arrived before someone promoted.
    const lastPromotedSeq = Math.max(...booked.map((row) => Number(row.seq)));
    const firstWaitingSeq = Math.min(...waiting.map((row) => Number(row.seq)));
    expect(lastPromotedSeq).toBeLessThan(firstWaitingSeq);
    await expectOneLiveRowPerMember(session.id);
  });
});
