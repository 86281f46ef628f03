/**
 * Why a change to the schedule was refused: a stable code for the JSON API, a sentence for
 * the person at the desk (what is wrong and what to do), and an HTTP status.
 */
const STATUS = {
  /** A field that is not what it should be (a time, a date, a number out of range). */
  INVALID_INPUT: 400,
  UNKNOWN_CLASS: 400,
  UNKNOWN_TRAINER: 400,
  SLOT_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  TRAINER_NOT_FOUND: 404,
  /** No such closure: never made, or removed since (a closure has no version: it is never changed). */
  CLOSURE_NOT_FOUND: 404,
  /** Someone else changed the row since the form or the script read it. */
  STALE_VERSION: 409,
  OUTSIDE_OPENING_HOURS: 409,
  TRAINER_BUSY: 409,
  /** The class already runs then: a session's id names class, date and start. */
  DUPLICATE_SESSION: 409,
  /** The gym is closed that day. */
  CLOSED: 409,
  CLOSURE_OVERLAPS: 409,
  /** A closure whose first day has gone by: the days the gym was closed stay so. */
  CLOSURE_BEGUN: 409,
  SESSION_STARTED: 409,
  /** Fewer places than members hold in the session. */
  CAPACITY_BELOW_BOOKED: 409,
  /** The slot is not in force on the date the change would take effect. */
  SLOT_NOT_IN_FORCE: 409,
  /** A trainer who still teaches (slots, sessions, a class's default) cannot retire yet. */
  TRAINER_STILL_TEACHES: 409,
  CLASS_RETIRED: 409,
  TRAINER_RETIRED: 409,
  /** A class or trainer of that name (or slug) exists already. */
  NAME_TAKEN: 409,
} as const;

export type TimetableRefusalCode = keyof typeof STATUS;

export class TimetableRefused extends Error {
  override name = "TimetableRefused";
  readonly code: TimetableRefusalCode;
  readonly status: number;

  constructor(code: TimetableRefusalCode, message: string) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
  }
}

/** A save made from a page or a script that read `what` before someone else changed it. */
export function staleRefusal(what: string): TimetableRefused {
  return new TimetableRefused(
    "STALE_VERSION",
    `Someone else changed ${what} since you opened it: nothing was saved. Look at it again and make your change there.`,
  );
}
