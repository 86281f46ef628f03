/**
 * The gym's booking rules (product.md, "Timetable and booking"). The server enforces them;
 * the pages explain them with these same numbers.
 */
export const bookingRules = {
  /** Booking a session opens this many days before it starts… */
  opensDaysBefore: 7,
  /** …and closes when it starts. */
  closesAtStart: true,
  /** Places in a class unless the class says otherwise (app/content/classes.ts). */
  defaultCapacity: 12,
  /** A freed place goes to the first on the waitlist until this many hours before the start; later it stays free for a direct booking. */
  promotionCutoffHours: 2,
  /** Cancelling later than this many hours before the start is recorded as a late cancellation. */
  lateCancellationHours: 2,
  /** Upcoming booked places one member may hold at once (waitlist places not counted). */
  maxUpcomingBookings: 5,
  /** Staff may check members in from this many minutes before the start (and correct it any time after). */
  checkInOpensMinutesBefore: 60,
  /** A reminder e-mail goes this many hours before a booked session (none for a session booked later than that). */
  reminderHoursBefore: 24,
  /** How many weeks ahead the schedule pages look (this week and the next: the booking window is 7 days). */
  weeksShown: 2,
  /**
   * Whether a booking needs an entitlement: a membership within its weekly limit, or a class
   * credit (app/content/products.ts). false: every signed-in member books for free. A
   * cancellation before the late-cancellation cut-off always gives the credit back.
   */
  entitlementRequired: true,
  /** A late cancellation keeps the credit it used (false: it is given back, as in time). */
  lateCancellationUsesCredit: true,
  /** A no-show keeps the credit it used (false: it is given back when the no-show is recorded, and taken again if staff correct it to attended). */
  noShowUsesCredit: true,
  /** Days a membership whose renewal payment failed (past due) still books, from the renewal date. */
  pastDueGraceDays: 3,
} as const;
