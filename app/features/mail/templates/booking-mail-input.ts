/**
 * What the booking feature hands every booking e-mail. Times arrive already formatted in
 * the gym's time zone (dayLabel, timeLabel) and as instants (startsAt, endsAt) for the
 * calendar file.
 */
export interface BookingMailInput {
  to: string;
  className: string;
  trainer: string;
  /** ISO 8601 with offset, e.g. 2026-11-27T09:00:00+00:00. */
  startsAt: string;
  endsAt: string;
  /** The session's id: the calendar event's UID is `${sessionId}@${host}`, so a later update replaces it. */
  sessionId: string;
  /** "Friday 27 November". */
  dayLabel: string;
  /** "9:00am–10:00am". */
  timeLabel: string;
  scheduleUrl: string;
  /** "Friday 27 November, 7:00am": until when cancelling gives the place back without counting as late. */
  freeCancellationUntil?: string;
  /** session-cancelled-by-gym: the staff's reason, shown as they wrote it. */
  reason?: string;
  /** cancelled-by-member: the cancellation came after the late-cancellation cut-off. */
  lateCancellation?: boolean;
  /**
   * session-moved: the class's new time, "Wednesday 25 November, 11:00am-12:00pm", and where
   * to book it: a signed link that books it in one step (`oneClick`) or the day page;
   * `placeReturned`: the member held a place, and what paid for it came back.
   */
  movedTo?: { when: string; url: string; oneClick?: boolean; placeReturned?: boolean };
  /** trainer-changed: who was to teach it. */
  previousTrainer?: string;
}

/** The rows every booking e-mail shows. */
export function sessionRows(input: BookingMailInput): { label: string; value: string }[] {
  return [
    { label: "Class", value: input.className },
    { label: "When", value: `${input.dayLabel}, ${input.timeLabel}` },
    { label: "Trainer", value: input.trainer },
  ];
}
