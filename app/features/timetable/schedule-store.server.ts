import { type Kysely, sql } from "kysely";
import type { Weekday } from "#app/content/weekdays.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { repeatEvery, type StopRepeating } from "#app/platform/time/repeat.server.ts";
import { currentSchedule, installSchedule } from "./current-schedule.ts";
import { SAMPLE_VERSION } from "./sample-schedule.ts";
import { indexSchedule, type Schedule, type ScheduleData } from "./schedule.ts";

/**
 * The schedule in the database, and this server's snapshot of it (decision 0070). Every
 * edit raises `schedule_state.version` in its own transaction; each server polls that one
 * row every second and reads the whole schedule again when it moved, so a change is on
 * every server's pages within a second or two. A booking checks the version inside its
 * write transaction (scheduleForWrite), so it never lands on a session an edit has just
 * removed, whatever the snapshot of the server it reached.
 */
type Db = Kysely<Tables>;

export interface ScheduleVersion {
  origin: string;
  version: number;
}

export async function scheduleVersionOf(db: Db): Promise<ScheduleVersion | undefined> {
  const row = await db.selectFrom("schedule_state").select(["origin", "version"]).executeTakeFirst();
  return row ? { origin: row.origin, version: Number(row.version) } : undefined;
}

/** The whole schedule as it is in the database (inside `db`'s transaction, when it is one). */
export async function loadScheduleData(db: Db): Promise<ScheduleData> {
  const [state, trainers, classes, slots, oneOffs, covers, closures, removed] = await Promise.all([
    scheduleVersionOf(db),
    db.selectFrom("trainers").selectAll().execute(),
    db.selectFrom("gym_classes").selectAll().execute(),
    db.selectFrom("timetable_slots").selectAll().execute(),
    db.selectFrom("one_off_sessions").selectAll().execute(),
    db.selectFrom("session_cover").selectAll().execute(),
    db.selectFrom("closures").selectAll().execute(),
    db.selectFrom("removed_sessions").selectAll().execute(),
  ]);
  if (!state) throw new Error("The database has no schedule: its migrations have not run");
  return {
    ...state,
    trainers: trainers.map((row) => ({
      id: row.id,
      name: row.name,
      job: row.job,
      portrait: row.portrait,
      position: Number(row.position),
      retired: row.retired_at !== null,
      version: Number(row.version),
    })),
    classes: classes.map((row) => ({
      slug: row.slug,
      title: row.title,
      description: row.description,
      picture: row.picture,
      trainerId: row.trainer_id,
      capacity: Number(row.capacity),
      position: Number(row.position),
      retired: row.retired_at !== null,
      version: Number(row.version),
    })),
    slots: slots.map((row) => ({
      id: row.id,
      classSlug: row.class_slug,
      weekday: row.weekday as Weekday,
      start: row.start_time,
      end: row.end_time,
      trainerId: row.trainer_id,
      capacity: Number(row.capacity),
      featured: Number(row.featured) === 1,
      effectiveFrom: row.effective_from,
      effectiveUntil: row.effective_until,
      version: Number(row.version),
    })),
    oneOffs: oneOffs.map((row) => ({
      id: row.id,
      classSlug: row.class_slug,
      localDate: row.local_date,
      start: row.start_time,
      end: row.end_time,
      trainerId: row.trainer_id,
      capacity: Number(row.capacity),
      version: Number(row.version),
    })),
    covers: covers.map((row) => ({
      sessionId: row.session_id,
      trainerId: row.trainer_id,
      version: Number(row.version),
    })),
    closures: closures
      .map((row) => ({
        id: row.id,
        from: row.from_date,
        to: row.to_date,
        reason: row.reason,
        createdAt: row.created_at,
      }))
      .sort((a, b) => a.from.localeCompare(b.from)),
    removed: removed.map((row) => ({
      id: row.id,
      classSlug: row.class_slug,
      localDate: row.local_date,
      start: row.start_time,
      end: row.end_time,
      trainerId: row.trainer_id,
      capacity: Number(row.capacity),
    })),
  };
}

/**
 * Reads the database's schedule and makes it this server's snapshot. One transaction (a
 * repeatable read on PostgreSQL) so every table is read as of the same moment: a slot is
 * never read without the trainer an edit added with it.
 */
export async function loadSchedule(database: Pick<Database, "db" | "kind">): Promise<Schedule> {
  const transaction = database.db.transaction();
  const data = await (database.kind === "postgres"
    ? transaction.setIsolationLevel("repeatable read")
    : transaction
  ).execute((trx) => loadScheduleData(trx));
  const schedule = indexSchedule(data);
  installSchedule(schedule);
  return schedule;
}

const isCurrent = (schedule: Schedule, state: ScheduleVersion) =>
  (schedule.origin === state.origin && schedule.version === state.version) ||
  // The sample of app/content is what an unedited database holds (sample-schedule.ts).
  (schedule.origin === "sample" && state.version === SAMPLE_VERSION);

/** Reads the schedule again if the database's version moved since the snapshot; the snapshot either way. */
export async function refreshSchedule(database: Pick<Database, "db" | "kind">): Promise<Schedule> {
  const state = await scheduleVersionOf(database.db);
  const snapshot = currentSchedule();
  if (!state || isCurrent(snapshot, state)) return snapshot;
  return loadSchedule(database);
}

/** Any number will do as long as every server uses the same one (and not the migration lock's). */
const SCHEDULE_LOCK_KEY = 7_294_051_319;

/**
 * The schedule lock of PostgreSQL: bookings hold it shared, an edit alone, each until its
 * transaction ends. A lock in memory, not on a row: many bookings at once share it at no
 * cost, where a share lock on the version row made every booking rewrite that row.
 * SQLite's write lock already serialises bookings and edits.
 */
async function lockSchedule(database: Pick<Database, "kind">, trx: Db, mode: "shared" | "alone"): Promise<void> {
  if (database.kind !== "postgres") return;
  const lock =
    mode === "shared"
      ? sql`pg_advisory_xact_lock_shared(${SCHEDULE_LOCK_KEY})`
      : sql`pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`;
  await sql`SELECT ${lock}`.execute(trx);
}

/** An edit's first step: no booking runs beside it, on any server, until it has committed. */
export function lockScheduleForEdit(database: Pick<Database, "kind">, trx: Db): Promise<void> {
  return lockSchedule(database, trx, "alone");
}

/**
 * Inside a write transaction that depends on the schedule (a booking): the schedule as it
 * is now. Bookings and edits take turns (lockSchedule): a booking that comes after an edit
 * reads its version (the read follows the lock, so it sees what the edit committed) and the
 * schedule again; one that comes first is seen by the edit, which waits for it.
 */
export async function scheduleForWrite(database: Database, trx: Db): Promise<Schedule> {
  await lockSchedule(database, trx, "shared");
  const state = await scheduleVersionOf(trx);
  const snapshot = currentSchedule();
  if (!state || isCurrent(snapshot, state)) return snapshot;
  const schedule = indexSchedule(await loadScheduleData(trx));
  installSchedule(schedule);
  return schedule;
}

/**
 * Loads the database's schedule now, then polls its version every `everyMs` until the
 * returned function is called. A failed poll is logged and tried again at the next tick;
 * the snapshot stays as it was.
 */
export async function startScheduleRefresh(database: Database, everyMs = 1000): Promise<StopRepeating> {
  await loadSchedule(database);
  return repeatEvery(everyMs, "Reading the schedule", () => refreshSchedule(database));
}
