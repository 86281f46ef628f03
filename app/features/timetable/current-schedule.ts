import { sampleScheduleData } from "./sample-schedule.ts";
import { indexSchedule, type Schedule } from "./schedule.ts";

/**
 * This process's snapshot of the schedule: what every synchronous reader (findSession,
 * sessionsOn, classTitle…) derives from. The server installs the database's schedule
 * before it listens and whenever the database's version moves (schedule-store.server.ts);
 * until then, the sample of app/content, which is what an empty database is given.
 * Kept on globalThis: in development Vite may evaluate this module twice.
 */
const processWide = globalThis as typeof globalThis & { ironpeakSchedule?: Schedule };

export function currentSchedule(): Schedule {
  processWide.ironpeakSchedule ??= indexSchedule(sampleScheduleData());
  return processWide.ironpeakSchedule;
}

/**
 * Replaces the snapshot. A newer version of the same database's schedule is never replaced
 * by an older one (two loads can finish out of order).
 */
export function installSchedule(schedule: Schedule): void {
  const current = processWide.ironpeakSchedule;
  if (current && current.origin === schedule.origin && current.version > schedule.version) return;
  processWide.ironpeakSchedule = schedule;
}
