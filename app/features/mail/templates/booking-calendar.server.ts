import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "#app/content/site.ts";
import { sessionEventUid } from "#app/features/calendar-feeds/event-uid.ts";
import type { MailAttachment } from "#app/features/mail/message.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";

/**
 * The booked session as an .ics attachment. Its UID is the session's one UID
 * (sessionEventUid), as in the feeds: a calendar that gets it twice keeps one event.
 */
export function sessionCalendarFile(input: BookingMailInput, origin: string): MailAttachment {
  const calendar = ical({
    prodId: { company: site.brand, product: "Bookings", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: site.brand,
  });
  calendar.createEvent({
    id: sessionEventUid(input.sessionId, origin),
    start: new Date(input.startsAt),
    end: new Date(input.endsAt),
    summary: `${input.className} at ${site.brand}`,
    description: `${input.className} with ${input.trainer}. ${input.scheduleUrl}`,
    location: `${site.brand}, ${siteDetails().contact.address}`,
    url: input.scheduleUrl,
    status: ICalEventStatus.CONFIRMED,
  });
  return {
    filename: "class.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: calendar.toString(),
  };
}
