export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type Weekday = (typeof weekdays)[number];

/** The day as a visitor reads it (and a screen reader says it): "Monday". */
export function weekdayName(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

export function isWeekday(value: string | undefined): value is Weekday {
  return weekdays.includes(value as Weekday);
}

/** Today's weekday where the gym is, so "/schedule" opens on the right day whatever the server's zone. */
export function weekdayIn(timeZone: string, now: Date): Weekday {
  const name = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone }).format(now).toLowerCase();
  if (!isWeekday(name)) throw new Error(`Unexpected weekday name: ${name}`);
  return name;
}
