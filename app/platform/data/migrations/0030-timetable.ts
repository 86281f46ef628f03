import type { MigrationStep } from "./step.ts";

/**
 * The schedule in the database (app/features/timetable/, decision 0070): classes, trainers,
 * weekly slots with the dates they are in force, one-off sessions, cover, closures, and the
 * sessions an edit took off the timetable after they were booked. `schedule_state` holds
 * one row: the schedule's version, raised by every edit, which each server polls to know
 * its snapshot is current, and which an edit and a booking lock to keep out of each
 * other's way. Each editable row has its own `version` for optimistic concurrency.
 */
export const timetable: MigrationStep = {
  id: "0030_timetable",
  statements: [
    `CREATE TABLE IF NOT EXISTS schedule_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      origin TEXT NOT NULL,
      version BIGINT NOT NULL,
      imported_at TEXT NOT NULL,
      changed_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS trainers (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      job TEXT NOT NULL,
      portrait TEXT,
      position INTEGER NOT NULL,
      retired_at TEXT,
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS gym_classes (
      slug TEXT PRIMARY KEY,
      title TEXT NOT NULL UNIQUE,
      description TEXT NOT NULL,
      picture TEXT NOT NULL,
      trainer_id TEXT NOT NULL REFERENCES trainers (id),
      capacity INTEGER NOT NULL CHECK (capacity >= 1),
      position INTEGER NOT NULL,
      retired_at TEXT,
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS timetable_slots (
      id TEXT PRIMARY KEY,
      class_slug TEXT NOT NULL REFERENCES gym_classes (slug),
      weekday TEXT NOT NULL CHECK (weekday IN ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
      start_time TEXT NOT NULL,
      end_time TEXT NOT NULL,
      trainer_id TEXT NOT NULL REFERENCES trainers (id),
      capacity INTEGER NOT NULL CHECK (capacity >= 1),
      featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
      effective_from TEXT,
      effective_until TEXT,
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK (start_time < end_time),
      CHECK (effective_from IS NULL OR effective_until IS NULL OR effective_from < effective_until)
    )`,
    "CREATE INDEX IF NOT EXISTS timetable_slots_class ON timetable_slots (class_slug)",
    `CREATE TABLE IF NOT EXISTS one_off_sessions (
      id TEXT PRIMARY KEY,
      class_slug TEXT NOT NULL REFERENCES gym_classes (slug),
      local_date TEXT NOT NULL,
      start_time TEXT NOT NULL,
      end_time TEXT NOT NULL,
      trainer_id TEXT NOT NULL REFERENCES trainers (id),
      capacity INTEGER NOT NULL CHECK (capacity >= 1),
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK (start_time < end_time)
    )`,
    "CREATE UNIQUE INDEX IF NOT EXISTS one_off_sessions_once ON one_off_sessions (class_slug, local_date, start_time)",
    `CREATE TABLE IF NOT EXISTS session_cover (
      session_id TEXT PRIMARY KEY,
      trainer_id TEXT NOT NULL REFERENCES trainers (id),
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS closures (
      id TEXT PRIMARY KEY,
      from_date TEXT NOT NULL,
      to_date TEXT NOT NULL,
      reason TEXT NOT NULL,
      created_at TEXT NOT NULL,
      CHECK (from_date <= to_date)
    )`,
    `CREATE TABLE IF NOT EXISTS removed_sessions (
      id TEXT PRIMARY KEY,
      class_slug TEXT NOT NULL,
      local_date TEXT NOT NULL,
      start_time TEXT NOT NULL,
      end_time TEXT NOT NULL,
      trainer_id TEXT NOT NULL,
      capacity INTEGER NOT NULL,
      removed_at TEXT NOT NULL
    )`,
  ],
};
