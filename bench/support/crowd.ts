import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { type DatabaseConfig, openDatabase } from "#app/platform/data/database.server.ts";
import { type ApiMember, membersInDatabase } from "#tests/support/api-members.ts";

/**
 * What the crowd benchmarks share (bench/load.ts's pages, decision 0175): members written
 * straight into the server's database, a day whose classes can be booked, and members
 * booking and cancelling on it in the background, so the pages are measured while
 * bookings stream in.
 */

export interface DaySession {
  id: string;
  startsAt: string;
  status: string;
  bookingOpensAt: string;
}

/** `count` members with live sessions, a membership and the gym's terms, written into the server's database. */
export async function writeMembers(config: DatabaseConfig, count: number, label: string): Promise<ApiMember[]> {
  const database = openDatabase(config);
  try {
    return await membersInDatabase(database, count, label);
  } finally {
    await database.close();
  }
}

/** The next day with three classes that can be booked now, starting more than three hours from now. */
export async function bookableDay(baseUrl: string): Promise<{ weekday: string; sessions: DaySession[] }> {
  const response = await fetch(`${baseUrl}/api/sessions`);
  const { sessions } = (await response.json()) as { sessions: DaySession[] };
  const soonest = Date.now() + 3 * 60 * 60 * 1000;
  const open = sessions.filter(
    (session) =>
      session.status === "scheduled" &&
      Date.parse(session.bookingOpensAt) <= Date.now() &&
      Date.parse(session.startsAt) > soonest,
  );
  const byDate = Map.groupBy(open, (session) => session.startsAt.slice(0, 10));
  const [date, day] = [...byDate].find(([, list]) => list.length >= 3) ?? [];
  if (!date || !day) throw new Error("no day with three bookable classes this week");
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
  return { weekday: weekday.toLowerCase(), sessions: day };
}

/** POST /api/bookings as `member`: the new booking's id, or undefined when refused. */
export async function book(baseUrl: string, member: ApiMember, sessionId: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: "POST",
    headers: { cookie: member.cookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ sessionId }),
  });
  const body = (await response.json()) as { id?: string };
  return response.status === 201 ? body.id : undefined;
}

/**
 * Members booking a class of the day and cancelling it again, each pausing `pauseMs`
 * between actions (50 members with a second's pause: about 25 bookings a second, a rush
 * beyond any gym's), until `stop()`; it says how many bookings went through.
 */
export function bookingStream(baseUrl: string, members: ApiMember[], sessions: DaySession[], pauseMs = 1000) {
  let running = true;
  let bookings = 0;
  const started = performance.now();
  const done = Promise.all(
    members.map(async (member, i) => {
      await sleep((pauseMs * i) / members.length);
      for (let round = 0; running; round++) {
        const session = sessions[(i + round) % sessions.length] as DaySession;
        const id = await book(baseUrl, member, session.id);
        await sleep(pauseMs);
        if (!id) continue;
        bookings++;
        await fetch(`${baseUrl}/api/bookings/${id}`, {
          method: "DELETE",
          headers: { cookie: member.cookie, origin: baseUrl },
        }).then((response) => response.arrayBuffer());
        await sleep(pauseMs);
      }
    }),
  );
  return {
    async stop(): Promise<{ bookingsPerSecond: number }> {
      running = false;
      await done;
      return { bookingsPerSecond: bookings / ((performance.now() - started) / 1000) };
    },
  };
}

/** User + system CPU seconds a process has used so far (Linux /proc; NaN elsewhere). */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
