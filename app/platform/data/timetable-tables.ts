/**
 * The rows of the schedule (app/features/timetable/, migration 0030). Dates are the gym's
 * local calendar dates ("YYYY-MM-DD"), times its wall-clock "HH:MM": both sort as text.
 * `version` is raised by every change of a row, so a form sent from a stale page is refused.
 */

/** One row (id = 1): the schedule's version, raised by every edit; its existence means the sample was imported. */
export interface ScheduleStateTable {
  id: number;
  /** Random, made at the import: which database's schedule a server's snapshot came from. */
  origin: string;
  /** PostgreSQL returns BIGINT as a string. */
  version: number | string;
  imported_at: string;
  changed_at: string;
}

export interface TrainersTable {
  id: string;
  name: string;
  job: string;
  portrait: string | null;
  position: number;
  retired_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface GymClassesTable {
  slug: string;
  title: string;
  description: string;
  picture: string;
  trainer_id: string;
  capacity: number;
  position: number;
  retired_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface TimetableSlotsTable {
  id: string;
  class_slug: string;
  weekday: string;
  start_time: string;
  end_time: string;
  trainer_id: string;
  capacity: number;
  /** 0 or 1. */
  featured: number;
  /** Null: in force since always. */
  effective_from: string | null;
  /** The first date it no longer runs; null: open-ended. */
  effective_until: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface OneOffSessionsTable {
  id: string;
  class_slug: string;
  local_date: string;
  start_time: string;
  end_time: string;
  trainer_id: string;
  capacity: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface SessionCoverTable {
  session_id: string;
  trainer_id: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ClosuresTable {
  id: string;
  from_date: string;
  to_date: string;
  reason: string;
  created_at: string;
}

export interface RemovedSessionsTable {
  id: string;
  class_slug: string;
  local_date: string;
  start_time: string;
  end_time: string;
  trainer_id: string;
  capacity: number;
  removed_at: string;
}
