/**
 * How the site writes a time of day, from the content's 24-hour "HH:MM": "16:00" → "4:00pm",
 * as the sample gym writes its timetable. A gym that prefers "16:00" changes this one function.
 */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const half = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")}${half}`;
}

/** "09:00", "10:00" → "9:00am-10:00am", a slot as the schedule writes it. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatClockTime(start)}-${formatClockTime(end)}`;
}

/** "07:00", "21:00" → "7:00am – 9:00pm", how opening hours are written. */
export function formatOpeningHours(opens: string, closes: string): string {
  return `${formatClockTime(opens)} – ${formatClockTime(closes)}`;
}
