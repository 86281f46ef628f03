import type { Kysely } from "kysely";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import { committedWrites } from "#app/platform/data/after-commit.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { pageRead } from "#app/platform/performance/page-inputs.server.ts";

/**
 * The places of a day's classes as the schedule pages show them, kept by this server for at
 * most PLACES_FRESH_MS (decision 0175). A day page asked for by thousands of visitors a
 * second costs one query per day and bound instead of three per view, and what it says is
 * never older than the bound: a page asked for PLACES_FRESH_MS after a booking committed on
 * any server sharing the database shows it. This server's own writes count sooner: after
 * a booking here the places are read again within OWN_WRITES_SEEN_MS.
 */
export const PLACES_FRESH_MS = 500;

/**
 * After a write of this server, the places are read again once the last reading is this
 * old: a member who has just booked here sees the count move within a tenth of a second,
 * and a rush of bookings on one server costs at most ten readings (and new visitor pages)
 * a second per day instead of one per booking.
 */
export const OWN_WRITES_SEEN_MS = 100;

/** What the class_sessions row says of a session's places (no row yet: nobody has booked it). */
export interface SessionPlaces {
  capacity: number;
  booked: number;
  spotsLeft: number;
  cancellation: { at: string; reason: string } | null;
}

interface Row {
  capacity: number;
  booked: number;
  cancelledAt: string | null;
  reason: string | null;
}

interface Reading {
  /** performance.now() when its query was sent: what it returns is at least that recent. */
  startedAt: number;
  /** committedWrites() when its query was sent: a later write of this server makes it stale. */
  writes: number;
  done: Promise<void>;
}

interface Group {
  ids: Set<string>;
  rows: Map<string, Row>;
  /** Moves when what the rows say changes. */
  version: number;
  fetched: { startedAt: number; writes: number } | null;
  reading: Reading | null;
}

/** Days asked about are few (the coming weeks); beyond this many the oldest is forgotten. */
const MAX_GROUPS = 64;

const cacheByDb = new WeakMap<Kysely<Tables>, Map<string, Group>>();
/** Versions are unique in the process, so a day forgotten and read again never repeats an old one. */
let versions = 0;

function isFresh(at: { startedAt: number; writes: number }): boolean {
  const age = performance.now() - at.startedAt;
  return age <= PLACES_FRESH_MS && (at.writes === committedWrites() || age < OWN_WRITES_SEEN_MS);
}

function groupFor(db: Kysely<Tables>, key: string): Group {
  let groups = cacheByDb.get(db);
  if (!groups) {
    groups = new Map();
    cacheByDb.set(db, groups);
  }
  let group = groups.get(key);
  if (group) {
    groups.delete(key);
  } else {
    group = { ids: new Set(), rows: new Map(), version: ++versions, fetched: null, reading: null };
    if (groups.size >= MAX_GROUPS) groups.delete(groups.keys().next().value as string);
  }
  groups.set(key, group);
  return group;
}

function rowsChanged(before: Map<string, Row>, after: Map<string, Row>): boolean {
  if (before.size !== after.size) return true;
  for (const [id, row] of after) {
    const old = before.get(id);
    if (
      !old ||
      old.capacity !== row.capacity ||
      old.booked !== row.booked ||
      old.cancelledAt !== row.cancelledAt ||
      old.reason !== row.reason
    )
      return true;
  }
  return false;
}

/** One query for the group's sessions; joins one already under way only if it is recent enough for the bound. */
function refresh(db: Kysely<Tables>, group: Group): Promise<void> {
  const running = group.reading;
  if (running && isFresh(running)) return running.done;
  const startedAt = performance.now();
  const writes = committedWrites();
  const ids = [...group.ids];
  const reading: Reading = {
    startedAt,
    writes,
    done: db
      .selectFrom("class_sessions")
      .select(["id", "capacity", "booked_count", "cancelled_at", "cancel_reason"])
      .where("id", "in", ids)
      .execute()
      .then((found) => {
        // A reading that finishes after a newer one has landed must not put older figures back.
        if (group.fetched && group.fetched.startedAt > startedAt) return;
        const rows = new Map(
          found.map((row) => [
            row.id,
            {
              capacity: Number(row.capacity),
              booked: Number(row.booked_count),
              cancelledAt: row.cancelled_at,
              reason: row.cancel_reason,
            },
          ]),
        );
        if (rowsChanged(group.rows, rows)) group.version = ++versions;
        group.rows = rows;
        group.fetched = { startedAt, writes };
      })
      .finally(() => {
        if (group.reading === reading) group.reading = null;
      }),
  };
  group.reading = reading;
  return reading.done;
}

/** The group's sessions fresh within the bound: at once when they are, else after one query. */
function ensureFresh(db: Kysely<Tables>, group: Group, sessions: ClassSession[]): void | Promise<void> {
  let known = true;
  for (const session of sessions) {
    if (!group.ids.has(session.id)) {
      group.ids.add(session.id);
      known = false;
    }
  }
  if (known && group.fetched && isFresh(group.fetched)) return;
  return refresh(db, group);
}

function placesOf(session: ClassSession, row: Row | undefined): SessionPlaces {
  const capacity = row ? row.capacity : session.capacity;
  const booked = row ? row.booked : 0;
  return {
    capacity,
    booked,
    spotsLeft: Math.max(0, capacity - booked),
    cancellation: row?.cancelledAt
      ? { at: row.cancelledAt, reason: row.reason ?? "" }
      : // A session added to a closed day after the closure cancelled that day's sessions: closed all the same.
        session.closure,
  };
}

/**
 * The places of `sessions` (one day's classes: `day` names the group they are kept in), no
 * older than PLACES_FRESH_MS. A page kept for visitors that shows them is rendered again
 * when they change (pageRead).
 */
export async function cachedPlaces(
  database: Pick<Database, "db">,
  day: string,
  sessions: ClassSession[],
): Promise<Map<string, SessionPlaces>> {
  const { db } = database;
  const group = groupFor(db, day);
  await ensureFresh(db, group, sessions);
  const version = `${group.version}`;
  pageRead({
    id: `places ${day}`,
    version,
    current: () => {
      const pending = ensureFresh(db, group, sessions);
      return pending ? pending.then(() => `${group.version}`) : `${group.version}`;
    },
  });
  return new Map(sessions.map((session) => [session.id, placesOf(session, group.rows.get(session.id))]));
}
