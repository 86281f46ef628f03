import ICAL from "ical.js";

/** An event as an independent iCalendar parser (ical.js) reads it from a feed. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  status: string;
  location: string;
  url: string;
  sequence: number;
  /** The TZID the start is written in. */
  timeZone: string;
  /** Wall-clock start and end where the gym is: "2026-03-29T09:00". */
  localStart: string;
  localEnd: string;
  /** The instant ical.js makes of it with the feed's own VTIMEZONE: "2026-03-29T08:00:00.000Z". */
  utcStart: string;
  utcEnd: string;
}

export interface ParsedCalendar {
  name: string;
  timeZones: string[];
  events: ParsedEvent[];
}

const wallClock = (time: ICAL.Time) =>
  `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}T${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;

/**
 * Parses a feed as a calendar app would. The zones ical.js knows are reset first, so the
 * times can only come out right through the VTIMEZONE blocks the feed itself carries.
 */
export function readCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(component.getFirstPropertyValue("status") ?? ""),
      location: event.location,
      url: String(component.getFirstPropertyValue("url") ?? ""),
      sequence: event.sequence,
      timeZone: String(component.getFirstProperty("dtstart")?.getParameter("tzid") ?? ""),
      localStart: wallClock(event.startDate),
      localEnd: wallClock(event.endDate),
      utcStart: event.startDate.toJSDate().toISOString(),
      utcEnd: event.endDate.toJSDate().toISOString(),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue("x-wr-calname") ?? ""),
    timeZones: zones.map((zone) => String(zone.getFirstPropertyValue("tzid"))),
    events,
  };
}
