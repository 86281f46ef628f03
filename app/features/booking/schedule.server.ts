import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { availabilityOf, type SessionAvailability } from "./availability.server.ts";
import { cachedPlaces } from "./places.server.ts";
import { type BookingPhase, type BookingWindow, bookingPhase, bookingWindow } from "./rules.ts";

/**
 * The schedule's read model, built once for every reader (the day and week pages, the JSON
 * API): each session with its booking window and phase now, its places (the timetable's
 * when nobody has booked yet), its cancellation and the asking member's own place.
 */
export interface ScheduledSession {
  session: ClassSession;
  window: BookingWindow;
  phase: BookingPhase;
  capacity: number;
  spotsLeft: number;
  cancellationReason: string | null;
  myBooking: SessionAvailability["myBooking"];
  /** The stored places, when the session has a row (it has none until someone books). */
  availability: SessionAvailability | undefined;
}

export async function readSchedule(
  database: Database,
  sessions: ClassSession[],
  { memberId, now = clock.now() }: { memberId?: string | undefined; now?: Date } = {},
): Promise<ScheduledSession[]> {
  const places = await availabilityOf(database, sessions, memberId);
  return sessions.map((session) => {
    const window = bookingWindow(session.startsAtUtc);
    const availability = places.get(session.id);
    return {
      session,
      window,
      phase: bookingPhase(window, now.getTime()),
      capacity: availability?.capacity ?? session.capacity,
      spotsLeft: availability?.spotsLeft ?? session.capacity,
      cancellationReason: availability?.cancellation ? availability.cancellation.reason : null,
      myBooking: availability?.myBooking ?? null,
      availability,
    };
  });
}

/**
 * The same read model for a day's page from this server's copy of the places (at most
 * PLACES_FRESH_MS old: places.server.ts). `day` names the day's classes (`all`), of which the
 * page shows `shown`. No member's own place: the page reads it apart, per request
 * (app/routes/schedule/day-live.server.ts).
 */
export async function readKeptSchedule(
  database: Database,
  day: { key: string; all: ClassSession[]; shown: ClassSession[] },
  { now = clock.now() }: { now?: Date } = {},
): Promise<ScheduledSession[]> {
  const { shown } = day;
  const places = await cachedPlaces(database, day.key, day.all);
  return shown.map((session) => {
    const window = bookingWindow(session.startsAtUtc);
    const kept = places.get(session.id);
    const capacity = kept?.capacity ?? session.capacity;
    return {
      session,
      window,
      phase: bookingPhase(window, now.getTime()),
      capacity,
      spotsLeft: kept?.spotsLeft ?? capacity,
      cancellationReason: kept?.cancellation ? kept.cancellation.reason : null,
      myBooking: null,
      availability: undefined,
    };
  });
}
