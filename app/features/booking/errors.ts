import { bookingRules } from "#app/content/booking-rules.ts";

/** Why a booking request was refused: a stable code for the API, a sentence for people, an HTTP status. */
export const bookingRefusals = {
  SESSION_NOT_FOUND: { status: 404, message: "There is no such session on the timetable." },
  BOOKING_NOT_FOUND: { status: 404, message: "There is no such booking." },
  BOOKING_NOT_OPEN: { status: 409, message: "Booking for this session has not opened yet." },
  BOOKING_CLOSED: { status: 409, message: "This session has started: booking is closed." },
  SESSION_CANCELLED: { status: 409, message: "The gym has cancelled this session." },
  ALREADY_BOOKED: { status: 409, message: "You already have a place in this session." },
  ALREADY_WAITLISTED: { status: 409, message: "You are already on this session's waitlist." },
  OVERLAPPING_BOOKING: { status: 409, message: "You have another class at that time." },
  BOOKING_LIMIT_REACHED: {
    status: 409,
    message: `You already hold ${bookingRules.maxUpcomingBookings} upcoming bookings, the most a member may. Cancel one to book another.`,
  },
  NOT_CANCELLABLE: { status: 409, message: "This booking is no longer active." },
  SESSION_STARTED: { status: 409, message: "This session has started: it can no longer be cancelled." },
  NOT_SIGNED_IN: { status: 401, message: "Please sign in to book." },
  TOO_MANY_REQUESTS: { status: 429, message: "Too many booking requests at once. Please wait a moment and try again." },
  EMAIL_NOT_VERIFIED: { status: 403, message: "Please verify your e-mail address before booking." },
  ENTITLEMENT_REQUIRED: {
    status: 402,
    message:
      "Booking a class needs a membership or a class credit, and you have none that covers this class. Buy one on the pricing page or at the front desk.",
  },
} as const;

export type BookingRefusalCode = keyof typeof bookingRefusals;

export class BookingRefused extends Error {
  override name = "BookingRefused";
  readonly status: number;
  readonly code: BookingRefusalCode;
  /** Seconds, for TOO_MANY_REQUESTS. */
  readonly retryAfter?: number;

  constructor(code: BookingRefusalCode, retryAfter?: number) {
    super(bookingRefusals[code].message);
    this.code = code;
    this.status = bookingRefusals[code].status;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}
