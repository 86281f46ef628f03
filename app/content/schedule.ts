import type { Weekday } from "./weekdays.ts";

/** One row of a day's timetable. Times are written as the seed writes them. */
export interface ScheduleRow {
  className: string;
  time: string;
  trainer: string;
}

const slots = ["9:00am-10:00am", "10:00pm-11:00pm", "4:00pm-5:00pm", "6:00pm-7:00pm"] as const;

/** A day's classes in slot order: the first class at 9:00am, the second at 10:00pm, and so on. */
function day(...rows: [className: string, trainer: string][]): ScheduleRow[] {
  return rows.map(([className, trainer], index) => ({ className, trainer, time: slots[index] ?? "" }));
}

export const schedule: Record<Weekday, ScheduleRow[]> = {
  monday: day(
    ["Fitness", "Nina Brooks"],
    ["Body Building", "Leon Hart"],
    ["Running", "Nina Brooks"],
    ["Cycling", "Daniel Reyes"],
  ),
  tuesday: day(["Boxing", "Leon Hart"], ["Yoga", "Maya Okafor"], ["Crossfit", "Daniel Reyes"]),
  wednesday: day(
    ["Cycling", "Daniel Reyes"],
    ["Body Building", "Leon Hart"],
    ["Fitness", "Nina Brooks"],
    ["Running", "Nina Brooks"],
  ),
  thursday: day(["Fitness", "Nina Brooks"], ["Body Building", "Sam Whitaker"], ["Running", "Nina Brooks"]),
  friday: day(
    ["Crossfit", "Daniel Reyes"],
    ["Karate", "Aiko Tanaka"],
    ["Meditation", "Maya Okafor"],
    ["Workout", "Sam Whitaker"],
  ),
  saturday: day(["Power Lifting", "Sam Whitaker"], ["Boxing", "Leon Hart"], ["Yoga", "Maya Okafor"]),
  sunday: day(
    ["Fitness", "Nina Brooks"],
    ["Body Building", "Leon Hart"],
    ["Running", "Nina Brooks"],
    ["Cycling", "Daniel Reyes"],
  ),
};
