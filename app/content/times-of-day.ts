/**
 * The parts of the day the schedule can be filtered by (?time=morning), by a class's start
 * time in the gym's zone, 24-hour "HH:MM": from `from`, up to but not including `until`.
 */
export interface TimeOfDay {
  slug: "morning" | "afternoon" | "evening";
  label: string;
  from: string;
  until: string;
}

export const timesOfDay: TimeOfDay[] = [
  { slug: "morning", label: "Morning", from: "00:00", until: "12:00" },
  { slug: "afternoon", label: "Afternoon", from: "12:00", until: "17:00" },
  { slug: "evening", label: "Evening", from: "17:00", until: "24:00" },
];
