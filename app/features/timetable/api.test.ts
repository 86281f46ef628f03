import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import type { Weekday } from "#app/content/weekdays.ts";
import { type ApiMember, api, book, cancel, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { currentSchedule } from "./current-schedule.ts";
import { inForceOn } from "./schedule.ts";
import { gymToday, nextDateOf, sessionIdOf, weekdayOf } from "./sessions.server.ts";
import { freeSlot } from "./test-support.ts";

/**
 * The staff API of the timetable (docs/api.md), over HTTP against the production server:
 * every status and code. The server starts from the sample schedule of app/content (what a
 * new database is given), which this process's snapshot is too, so the test reads what it
 * expects from there.
 */
interface SlotJson {
  id: string;
  classSlug: string;
  weekday: Weekday;
  start: string;
  end: string;
  trainer: string;
  capacity: number;
  version: number;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
}

const today = gymToday();
const tomorrow = today.add({ days: 1 }).toString();
const yesterday = today.subtract({ days: 1 }).toString();
const sample = currentSchedule();
const inForce = sample.slots.filter((slot) => inForceOn(slot, today.toString()));
const hoursOf = (weekday: Weekday) => site.hours.find((line) => line.days.includes(weekday));

describe.each(databaseKinds)("the timetable's staff API over HTTP, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let staff: ApiMember;
  let member: ApiMember;
  let demo: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    staff = await signUpStaff(server, fresh.database);
    member = await signUp(server, "member", { database: fresh.database });
    demo = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  /** A form of the desk's pages, posted as the browser would (without its scripts). */
  const form = (path: string, fields: Record<string, string>, who: ApiMember = staff) =>
    fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: { origin: server.origin, cookie: who.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  const slots = async () =>
    ((await (await api(server, "/api/staff/timetable", { member: staff })).json()) as { slots: SlotJson[] }).slots;

  it("lists the weekly slots in force today to staff (and the demo staff account), refusing visitors and members", async () => {
    await expectApiError(await api(server, "/api/staff/timetable"), 401, "NOT_SIGNED_IN");
    await expectApiError(await api(server, "/api/staff/timetable", { member }), 403, "STAFF_ONLY");
    const listed = await slots();
    expect(listed.map((slot) => slot.id).sort()).toEqual(inForce.map((slot) => slot.id).sort());
    expect(listed[0]).toMatchObject({
      version: expect.any(Number),
      capacity: expect.any(Number),
      trainer: expect.any(String),
    });
    expect((await api(server, "/api/staff/timetable", { member: demo })).status).toBe(200);
  });

  it("adds a slot (201) that members can book, and refuses every bad or conflicting one with its code", async () => {
    const free = freeSlot(sample, today.toString());
    const body = { ...free, effectiveFrom: today.toString() };
    const post = (json: unknown, who: ApiMember | null = staff) =>
      api(server, "/api/staff/timetable", { member: who, method: "POST", json });
    await expectApiError(await post(body, null), 401, "NOT_SIGNED_IN");
    await expectApiError(await post(body, member), 403, "STAFF_ONLY");
    await expectApiError(await post(body, demo), 403, "DEMO_READ_ONLY");
    await expectApiError(await post({ ...body, start: "9am" }), 400, "INVALID_BODY");
    await expectApiError(await post({ ...body, room: "Studio 2" }), 400, "INVALID_BODY");
    await expectApiError(await post({ ...body, classSlug: "no-such-class" }), 400, "UNKNOWN_CLASS");
    await expectApiError(await post({ ...body, effectiveFrom: yesterday }), 400, "INVALID_INPUT");
    await expectApiError(await post({ ...body, start: free.end, end: free.start }), 400, "INVALID_INPUT");
    const opens = hoursOf(free.weekday)?.opens ?? "07:00";
    await expectApiError(
      await post({ ...body, start: "00:00", end: opens === "00:00" ? "00:30" : opens }),
      409,
      "OUTSIDE_OPENING_HOURS",
    );
    const taught = inForce[0];
    if (!taught) throw new Error("the sample timetable is empty");
    const busy = { ...body, weekday: taught.weekday, start: taught.start, end: taught.end, trainer: taught.trainerId };
    const busyClass = sample.classes.find((gymClass) => gymClass.slug !== taught.classSlug)?.slug ?? "";
    await expectApiError(await post({ ...busy, classSlug: busyClass }), 409, "TRAINER_BUSY");
    await expectApiError(
      await post({ ...busy, classSlug: taught.classSlug, trainer: "no-such-trainer" }),
      400,
      "UNKNOWN_TRAINER",
    );
    const other = sample.trainers.find(
      (trainer) =>
        trainer.id !== taught.trainerId &&
        !inForce.some(
          (slot) =>
            slot.trainerId === trainer.id &&
            slot.weekday === taught.weekday &&
            slot.start < taught.end &&
            taught.start < slot.end,
        ),
    );
    await expectApiError(
      await post({ ...busy, classSlug: taught.classSlug, trainer: other?.id }),
      409,
      "DUPLICATE_SESSION",
    );
    const notJson = await api(server, "/api/staff/timetable", {
      member: staff,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    await expectApiError(notJson, 400, "INVALID_JSON");
    const wrongType = await api(server, "/api/staff/timetable", {
      member: staff,
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    await expectApiError(wrongType, 415, "UNSUPPORTED_MEDIA_TYPE");

    const created = await post(body);
    expect(created.status).toBe(201);
    const { slot } = (await created.json()) as { slot: SlotJson };
    expect(slot).toMatchObject({ ...free, effectiveFrom: today.toString(), effectiveUntil: null, version: 1 });
    const date = nextDateOf(free.weekday, today.add({ days: 1 }));
    const sessionId = sessionIdOf(free, date.toString());
    const sessions = (await (await api(server, `/api/sessions?from=${date}&to=${date}`)).json()) as {
      sessions: { id: string }[];
    };
    expect(sessions.sessions.map((session) => session.id)).toContain(sessionId);
    const booked = await book(server, member, sessionId);
    expect(booked.status).toBe(201);
    // The place is given back: the closure below counts the bookings on its own days, which
    // this session may fall on, whatever day the run stands at.
    const { id } = (await booked.json()) as { id: string };
    expect((await cancel(server, member, id)).status).toBe(200);
  });

  it("changes a slot from a date on (200), and refuses a change made from an older version with 409 STALE_VERSION", async () => {
    const [slot] = await slots();
    if (!slot) throw new Error("no slot");
    const patch = (json: unknown, id = slot.id) =>
      api(server, `/api/staff/timetable/${id}`, { member: staff, method: "PATCH", json });
    await expectApiError(
      await patch({ version: slot.version, effectiveFrom: tomorrow, capacity: 0 }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(
      await patch({ version: slot.version, effectiveFrom: tomorrow }, "no-such-slot"),
      404,
      "SLOT_NOT_FOUND",
    );
    const changed = await patch({ version: slot.version, effectiveFrom: tomorrow, capacity: slot.capacity + 1 });
    expect(changed.status).toBe(200);
    const { slot: after } = (await changed.json()) as { slot: SlotJson };
    expect(after).toMatchObject({ classSlug: slot.classSlug, capacity: slot.capacity + 1, effectiveFrom: tomorrow });
    const stale = await patch({ version: slot.version, effectiveFrom: tomorrow, capacity: 2 });
    expect(await expectApiError(stale, 409, "STALE_VERSION")).toMatch(/Someone else changed/);
    await expectApiError(
      await api(server, `/api/staff/timetable/${slot.id}`, {
        member: demo,
        method: "PATCH",
        json: { version: 1, effectiveFrom: tomorrow },
      }),
      403,
      "DEMO_READ_ONLY",
    );
  });

  it("removes a slot from a date on (200): its sessions leave the schedule from then", async () => {
    const listed = await slots();
    const slot = listed[listed.length - 1];
    if (!slot) throw new Error("no slot");
    const remove = (query: string) =>
      api(server, `/api/staff/timetable/${slot.id}${query}`, { member: staff, method: "DELETE" });
    await expectApiError(await remove(""), 400, "INVALID_INPUT");
    await expectApiError(await remove(`?effectiveFrom=${tomorrow}&version=${slot.version + 1}`), 409, "STALE_VERSION");
    const removed = await remove(`?effectiveFrom=${tomorrow}&version=${slot.version}`);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { slot: SlotJson }).slot.effectiveUntil).toBe(tomorrow);
    const afterItEnds = today.add({ days: 2 }).toString();
    await expectApiError(
      await api(server, `/api/staff/timetable/${slot.id}`, {
        member: staff,
        method: "PATCH",
        json: { version: slot.version + 1, effectiveFrom: afterItEnds, capacity: 3 },
      }),
      409,
      "SLOT_NOT_IN_FORCE",
    );
    const date = nextDateOf(slot.weekday, today.add({ days: 1 }));
    const sessions = (await (await api(server, `/api/sessions?from=${date}&to=${date}`)).json()) as {
      sessions: { id: string }[];
    };
    expect(sessions.sessions.map((session) => session.id)).not.toContain(sessionIdOf(slot, date.toString()));
    await expectApiError(
      await api(server, "/api/staff/timetable/x", { member: staff, method: "PUT" }),
      405,
      "METHOD_NOT_ALLOWED",
    );
  });

  it("closes the gym for days (201): their sessions read cancelled with the reason, and booked members' bookings say the gym cancelled them", async () => {
    const from = today.add({ days: 2 });
    const to = from.add({ days: 1 });
    const [sessionOnFirstDay] = (
      (await (await api(server, `/api/sessions?from=${from}&to=${from}`)).json()) as { sessions: { id: string }[] }
    ).sessions;
    if (!sessionOnFirstDay) throw new Error(`no session on ${from}`);
    expect((await book(server, member, sessionOnFirstDay.id)).status).toBe(201);
    const close = (json: unknown, who: ApiMember | null = staff) =>
      api(server, "/api/staff/closures", { member: who, method: "POST", json });
    const body = { from: from.toString(), to: to.toString(), reason: "Floor being relaid" };
    await expectApiError(await close(body, null), 401, "NOT_SIGNED_IN");
    await expectApiError(await close(body, demo), 403, "DEMO_READ_ONLY");
    await expectApiError(await close({ ...body, to: yesterday }), 400, "INVALID_INPUT");
    await expectApiError(await close({ ...body, reason: "x" }), 400, "INVALID_INPUT");
    const closed = await close(body);
    expect(closed.status).toBe(201);
    expect(await closed.json()).toMatchObject({ closure: body, cancelledBookings: 1 });
    await expectApiError(await close(body), 409, "CLOSURE_OVERLAPS");
    const sessions = (await (await api(server, `/api/sessions?from=${from}&to=${to}`)).json()) as {
      sessions: { status: string; cancellationReason?: string }[];
    };
    expect(sessions.sessions.length).toBeGreaterThan(0);
    for (const session of sessions.sessions)
      expect(session).toMatchObject({ status: "cancelled", cancellationReason: body.reason });
    const bookings = (await (await api(server, "/api/bookings", { member })).json()) as {
      upcoming: { sessionId: string; status: string; cancelReason?: string }[];
    };
    expect(bookings.upcoming.find((booking) => booking.sessionId === sessionOnFirstDay.id)).toMatchObject({
      status: "session-cancelled",
      cancelReason: body.reason,
    });
    const listed = (await (await api(server, "/api/staff/closures", { member: staff })).json()) as {
      closures: unknown[];
    };
    expect(listed.closures).toMatchObject([body]);
    const dayPage = await (await fetch(`${server.origin}/schedule/${weekdayOf(from)}`)).text();
    expect(dayPage).toContain(`Closed: ${body.reason}`);
  });

  it("removes a closure (200): its sessions are open to booking again, the booking it cancelled stays cancelled; the desk's form asks first", async () => {
    const listed = (await (await api(server, "/api/staff/closures", { member: staff })).json()) as {
      closures: { id: string; from: string; to: string }[];
    };
    const [closure] = listed.closures;
    if (!closure) throw new Error("the closure of the test before is not there");
    const closedSessions = async () =>
      (
        (await (await api(server, `/api/sessions?from=${closure.from}&to=${closure.to}`)).json()) as {
          sessions: { id: string; status: string }[];
        }
      ).sessions;
    const [firstSession] = await closedSessions();
    if (!firstSession) throw new Error(`no session on ${closure.from}`);
    const remove = (id: string, who: ApiMember | null = staff) =>
      api(server, `/api/staff/closures/${id}`, { member: who, method: "DELETE" });
    await expectApiError(await remove(closure.id, null), 401, "NOT_SIGNED_IN");
    await expectApiError(await remove(closure.id, member), 403, "STAFF_ONLY");
    await expectApiError(await remove(closure.id, demo), 403, "DEMO_READ_ONLY");
    await expectApiError(await remove("no-such-closure"), 404, "CLOSURE_NOT_FOUND");
    await expectApiError(
      await api(server, `/api/staff/closures/${closure.id}`, { member: staff }),
      405,
      "METHOD_NOT_ALLOWED",
    );

    const removal = { intent: "remove-closure", closureId: closure.id };
    expect((await form("/staff/timetable/closures", removal, demo)).status).toBe(403);
    const asked = await form("/staff/timetable/closures", removal);
    expect(asked.status).toBe(200);
    const confirmation = await asked.text();
    expect(confirmation).toContain("Remove the closure of");
    expect(confirmation).toContain("The booking it cancelled stays cancelled");
    expect((await closedSessions()).every((session) => session.status === "cancelled")).toBe(true);

    const removed = await remove(closure.id);
    expect(removed.status).toBe(200);
    const sessions = await closedSessions();
    expect(await removed.json()).toEqual({
      removed: closure.id,
      sessionsBack: sessions.length,
      bookingsLeftCancelled: 1,
    });
    expect(sessions.some((session) => session.status === "cancelled")).toBe(false);
    const bookings = (await (await api(server, "/api/bookings", { member })).json()) as {
      upcoming: { sessionId: string; status: string }[];
    };
    expect(bookings.upcoming.find((booking) => booking.sessionId === firstSession.id)?.status).toBe(
      "session-cancelled",
    );
    expect((await book(server, member, firstSession.id)).status).toBe(201);
    await expectApiError(await remove(closure.id), 404, "CLOSURE_NOT_FOUND");
    const saved = await form("/staff/timetable/closures", { ...removal, step: "save" });
    expect(saved.status).toBe(404);
    expect(await saved.text()).toContain("someone may have removed it");
  });

  it("changes a one-off session from the desk's form: its places and trainer, at once; a form read before that change is refused", async () => {
    const day = [9, 10, 11, 12, 13, 14, 15].map((days) => today.add({ days })).find((date) => hoursOf(weekdayOf(date)));
    if (!day) throw new Error("the gym is closed every day");
    const taught = (
      (await (await api(server, `/api/sessions?from=${day}&to=${day}`)).json()) as {
        sessions: { startsAt: string; endsAt: string }[];
      }
    ).sessions.map((session) => ({ start: session.startsAt.slice(11, 16), end: session.endsAt.slice(11, 16) }));
    const hours = hoursOf(weekdayOf(day));
    const free = Array.from({ length: 24 }, (_, hour) => ({
      start: `${String(hour).padStart(2, "0")}:00`,
      end: `${String(hour + 1).padStart(2, "0")}:00`,
    })).find(
      ({ start, end }) =>
        hours &&
        start >= hours.opens &&
        end <= hours.closes &&
        !taught.some((session) => session.start < end && start < session.end),
    );
    const gymClass = sample.classes[0];
    const cover = sample.trainers.find((trainer) => trainer.id !== gymClass?.trainerId);
    if (!free || !gymClass || !cover) throw new Error(`no free hour on ${day}, or one trainer only`);
    const page = "/staff/timetable/sessions";
    const added = await form(page, {
      intent: "add-one-off",
      classSlug: gymClass.slug,
      localDate: day.toString(),
      ...free,
      trainerId: "",
      capacity: "",
    });
    expect(added.status).toBe(200);
    const sessionId = sessionIdOf({ classSlug: gymClass.slug, start: free.start }, day.toString());
    const changing = await fetch(`${server.origin}${page}?change=${sessionId}`, { headers: { cookie: staff.cookie } });
    expect(await changing.text()).toContain("Change a one-off session");
    const change = { intent: "change-one-off", sessionId, ...free, trainerId: cover.id, capacity: "30", version: "1" };
    const saved = await form(`${page}?change=${sessionId}`, change);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved:");
    const after = (
      (await (await api(server, `/api/sessions?from=${day}&to=${day}`)).json()) as {
        sessions: { id: string; trainer: string; capacity: number }[];
      }
    ).sessions.find((session) => session.id === sessionId);
    expect(after).toMatchObject({ trainer: cover.name, capacity: 30 });
    const stale = await form(`${page}?change=${sessionId}`, { ...change, capacity: "20" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else changed");
  });

  it("refuses a slot of a class or a trainer the desk has retired (409)", async () => {
    const free = freeSlot(currentSchedule(), today.toString());
    const retired = sample.classes.find((gymClass) => gymClass.slug !== free.classSlug);
    if (!retired) throw new Error("the sample has one class");
    const retiring = await form(`/staff/timetable/classes/${retired.slug}`, {
      intent: "retire-class",
      version: String(retired.version),
      effectiveFrom: tomorrow,
    });
    expect(retiring.status).toBe(200);
    const post = (json: unknown) => api(server, "/api/staff/timetable", { member: staff, method: "POST", json });
    const slot = { ...free, effectiveFrom: tomorrow };
    await expectApiError(await post({ ...slot, classSlug: retired.slug }), 409, "CLASS_RETIRED");
    // Its address answers that it is gone, with the way to the classes taught now; a class taught redirects to its week.
    const retiredPage = await fetch(`${server.origin}/classes/${retired.slug}`, { redirect: "manual" });
    expect(retiredPage.status).toBe(410);
    expect(await retiredPage.text()).toContain('href="/classes"');
    expect((await fetch(`${server.origin}/classes/${retired.slug}.ics`)).status).toBe(410);
    const taught = await fetch(`${server.origin}/classes/${free.classSlug}`, { redirect: "manual" });
    expect(taught.headers.get("location")).toBe(`/schedule/week?class=${free.classSlug}`);
    expect((await fetch(`${server.origin}/classes/no-such-class`)).status).toBe(404);
    const leaving = "Leaving Coach";
    const added = await form("/staff/timetable/trainers", {
      intent: "add-trainer",
      name: leaving,
      job: "Coach",
      portrait: "",
    });
    expect(added.status).toBe(200);
    const gone = await form("/staff/timetable/trainers/leaving-coach", { intent: "retire-trainer", version: "1" });
    expect(gone.status).toBe(200);
    await expectApiError(await post({ ...slot, trainer: leaving }), 409, "TRAINER_RETIRED");
  });

  it("refuses a line break in one-line fields (a class title, a trainer's name and job, a closure's reason), on the forms and in the API", async () => {
    const broken = "Yoga\r\nX-INJECTED:1";
    const gymClass = sample.classes[0];
    const trainer = sample.trainers[0];
    if (!gymClass || !trainer) throw new Error("the sample has no class or trainer");
    const refusedSaying = async (response: Response, message: string) => {
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    };
    const classFields = {
      description: "Two lines\nare fine here.",
      picture: gymClass.picture,
      trainerId: gymClass.trainerId,
      capacity: String(gymClass.capacity),
    };
    await refusedSaying(
      await form("/staff/timetable/classes", { intent: "add-class", title: broken, ...classFields }),
      "Write the title on one line.",
    );
    await refusedSaying(
      await form(`/staff/timetable/classes/${gymClass.slug}`, {
        intent: "change-class",
        title: `${gymClass.title}\nX-WR-CALNAME:Other`,
        ...classFields,
        version: String(gymClass.version),
      }),
      "Write the title on one line.",
    );
    await refusedSaying(
      await form("/staff/timetable/trainers", { intent: "add-trainer", name: "Sam\rX", job: "Coach", portrait: "" }),
      "Write the trainer's name on one line.",
    );
    await refusedSaying(
      await form(`/staff/timetable/trainers/${trainer.id}`, {
        intent: "change-trainer",
        name: trainer.name,
        job: "Coach\u2028of coaches",
        portrait: "",
        version: String(trainer.version),
      }),
      "Write what they do on one line.",
    );
    const day = today.add({ days: 30 }).toString();
    await refusedSaying(
      await form("/staff/timetable/closures", { intent: "add-closure", from: day, to: day, reason: "Floor\nrelaid" }),
      "Write the reason on one line.",
    );
    const closed = await api(server, "/api/staff/closures", {
      member: staff,
      method: "POST",
      json: { from: day, to: day, reason: "Floor\r\nrelaid" },
    });
    expect(await expectApiError(closed, 400, "INVALID_BODY")).toBe("reason: must be on one line (no line breaks).");
    const free = freeSlot(currentSchedule(), today.toString());
    const slot = await api(server, "/api/staff/timetable", {
      member: staff,
      method: "POST",
      json: { ...free, trainer: `${trainer.name}\n`, effectiveFrom: tomorrow },
    });
    expect(await expectApiError(slot, 400, "INVALID_BODY")).toBe("trainer: must be on one line (no line breaks).");
    const closures = (await (await api(server, "/api/staff/closures", { member: staff })).json()) as {
      closures: { from: string }[];
    };
    expect(closures.closures.filter((closure) => closure.from === day)).toEqual([]);
  });

  it("refuses closures, weekly slots and one-off sessions more than two years ahead (400), in the API and the desk's forms, naming the limit", async () => {
    const last = today.add({ years: 2 });
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(
      Date.UTC(last.year, last.month - 1, last.day),
    );
    const limit = `at most 2 years ahead (until ${last.day} ${month} ${last.year})`;
    const tooFar = [last.add({ days: 1 }).toString(), "9999-12-31"];
    const expectRefused = async (response: Response) => {
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(limit);
    };
    const closure = (from: string, to = from) =>
      api(server, "/api/staff/closures", { member: staff, method: "POST", json: { from, to, reason: "Far away" } });
    const free = freeSlot(currentSchedule(), today.toString());
    const [taught] = await slots();
    if (!taught) throw new Error("no slot in force");
    for (const date of tooFar) {
      await expectRefused(await closure(date));
      await expectRefused(await closure(last.subtract({ days: 1 }).toString(), date));
      await expectRefused(
        await api(server, "/api/staff/timetable", {
          member: staff,
          method: "POST",
          json: { ...free, effectiveFrom: date },
        }),
      );
      await expectRefused(
        await api(server, `/api/staff/timetable/${taught.id}`, {
          member: staff,
          method: "PATCH",
          json: { version: taught.version, effectiveFrom: date, capacity: taught.capacity + 1 },
        }),
      );
      await expectRefused(
        await api(server, `/api/staff/timetable/${taught.id}?effectiveFrom=${date}`, {
          member: staff,
          method: "DELETE",
        }),
      );
      await expectRefused(
        await form("/staff/timetable/closures", { intent: "add-closure", from: date, to: date, reason: "Far away" }),
      );
      await expectRefused(
        await form("/staff/timetable/slots/new", {
          intent: "add-slot",
          ...free,
          trainerId: "",
          capacity: "",
          effectiveFrom: date,
        }),
      );
      const oneOff = {
        intent: "add-one-off",
        classSlug: free.classSlug,
        localDate: date,
        start: free.start,
        end: free.end,
      };
      await expectRefused(await form("/staff/timetable/sessions", { ...oneOff, trainerId: "", capacity: "" }));
    }
    // The last day itself is within reach.
    const atLimit = await closure(last.toString());
    expect(atLimit.status).toBe(201);
    const { closure: made } = (await atLimit.json()) as { closure: { id: string } };
    expect((await api(server, `/api/staff/closures/${made.id}`, { member: staff, method: "DELETE" })).status).toBe(200);
  });
});
