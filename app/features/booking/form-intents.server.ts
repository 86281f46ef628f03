import { formatClockTime } from "#app/content/clock.ts";
import type { Member } from "#app/features/accounts/member.server.ts";
import { MayNotBook, mayNotBookOutcome } from "#app/features/attendance/may-book.server.ts";
import { type ClassSession, dayLabel } from "#app/features/timetable/sessions.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import { BookingRefused } from "./errors.ts";
import { type BookingServices, bookForMember, cancelForMember } from "./member-actions.server.ts";
import type { IntentOutcome } from "./outcome.ts";
import { isKnownClass, setClassSaved } from "./saved-classes.server.ts";

export type { IntentOutcome };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
};

const when = (session: ClassSession) =>
  `${session.className}, ${dayLabel(session.localDate)} at ${formatClockTime(session.start)}`;

/**
 * The booking forms of the schedule and /account, posted with or without JavaScript:
 * `intent` = book (sessionId), cancel (bookingId), save / unsave (classSlug).
 */
export async function handleBookingIntent(
  form: FormData,
  member: Member,
  services: BookingServices,
): Promise<IntentOutcome> {
  const intent = field(form, "intent");
  try {
    if (intent === "book") {
      const booking = await bookForMember(services, member, field(form, "sessionId"));
      return booking.status === "booked"
        ? { tone: "success", message: `You're booked: ${when(booking.session)}.` }
        : {
            tone: "success",
            message: `${when(booking.session)} is full: you're number ${booking.position} on the waitlist. If a place frees up, you'll get it.`,
          };
    }
    if (intent === "cancel") {
      const cancellation = await cancelForMember(services, member, field(form, "bookingId"));
      const messages = {
        cancelled: `Booking cancelled: ${when(cancellation.session)}.`,
        "late-cancelled": `Booking cancelled: ${when(cancellation.session)}. It was close to the start, so it counts as a late cancellation.`,
        "left-waitlist": `You left the waitlist for ${when(cancellation.session)}.`,
      };
      return { tone: "success", message: messages[cancellation.status] };
    }
    if (intent === "save" || intent === "unsave") {
      const slug = field(form, "classSlug");
      if (!isKnownClass(slug)) return { tone: "error", message: "There is no such class." };
      await setClassSaved(services.database, member.email, slug, intent === "save");
      const title = classBySlug(slug)?.title ?? slug;
      return {
        tone: "success",
        message: intent === "save" ? `${title} is saved to your classes.` : `${title} is no longer saved.`,
      };
    }
    return { tone: "error", message: "That action is not known. Please try again from the page." };
  } catch (error) {
    if (error instanceof MayNotBook) return mayNotBookOutcome(error, field(form, "sessionId"));
    if (error instanceof BookingRefused) return { tone: "error", message: error.message };
    throw error;
  }
}
