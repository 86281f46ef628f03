import { bookingRules } from "#app/content/booking-rules.ts";

/**
 * When a session may be booked, promoted into and cancelled for free, from its start and the
 * gym's rules (app/content/booking-rules.ts). Instants in epoch milliseconds; pure, so the
 * pages can explain what the server enforces.
 */
export interface BookingWindow {
  opensAt: number;
  /** Booking closes, and cancelling is refused, from the start. */
  startsAt: number;
  /** Until this instant a freed place goes to the waitlist; later it stays free for a direct booking. */
  promotionEndsAt: number;
  /** Cancelling after this instant is a late cancellation. */
  freeCancellationEndsAt: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export function bookingWindow(startsAtUtc: string, rules = bookingRules): BookingWindow {
  const startsAt = Date.parse(startsAtUtc);
  return {
    opensAt: startsAt - rules.opensDaysBefore * DAY,
    startsAt,
    promotionEndsAt: startsAt - rules.promotionCutoffHours * HOUR,
    freeCancellationEndsAt: startsAt - rules.lateCancellationHours * HOUR,
  };
}

export type BookingPhase = "not-open" | "open" | "started";

export function bookingPhase(window: BookingWindow, now: number): BookingPhase {
  if (now < window.opensAt) return "not-open";
  return now < window.startsAt ? "open" : "started";
}
