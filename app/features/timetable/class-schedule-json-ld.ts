import type { EventSeries, Graph, Schedule } from "schema-dts";
import type { ImageAsset } from "#app/content/artwork.ts";
import { site } from "#app/content/site.ts";
import { weekdayName } from "#app/content/weekdays.ts";
import { type GymDetails, gymPlace } from "#app/platform/seo/gym-json-ld.ts";
import type { TimetableEntry } from "./timetable.ts";

/** A class with the weekly slots it has now. */
export interface ClassWithSlots {
  slug: string;
  title: string;
  image: Pick<ImageAsset, "src">;
  entries: TimetableEntry[];
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** "09:00", "10:30" → "PT1H30M" */
function isoDuration(start: string, end: string): string {
  const minutes = minutesOf(end) - minutesOf(start);
  const hours = Math.floor(minutes / 60);
  return `PT${hours > 0 ? `${hours}H` : ""}${minutes % 60 > 0 || hours === 0 ? `${minutes % 60}M` : ""}`;
}

/** The class's weekly slots, one Schedule per start and end time, with the days it runs then. */
function weeklySchedules(entries: TimetableEntry[]): Schedule[] {
  const bySlot = new Map<string, TimetableEntry[]>();
  for (const entry of entries) {
    const key = `${entry.start}-${entry.end}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), entry]);
  }
  return [...bySlot.values()].map((slot) => {
    const [first] = slot as [TimetableEntry];
    return {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: slot.map((entry) => `https://schema.org/${weekdayName(entry.weekday)}` as const),
      startTime: `${first.start}:00`,
      endTime: `${first.end}:00`,
      duration: isoDuration(first.start, first.end),
      scheduleTimezone: site.timeZone,
    };
  });
}

/**
 * Each class on the timetable as a weekly schema.org EventSeries with its `eventSchedule`,
 * for /classes: rendered with the page, so it changes when staff change the timetable.
 */
export function classSchedulesJsonLd(
  classes: ClassWithSlots[],
  origin: string,
  gym: Pick<GymDetails, "address" | "phone">,
): Graph | undefined {
  const series = classes.flatMap((gymClass): EventSeries[] => {
    const { entries } = gymClass;
    if (entries.length === 0) return [];
    const trainers = [...new Set(entries.map((entry) => entry.trainer))];
    return [
      {
        "@type": "EventSeries",
        name: `${gymClass.title} class`,
        description: `${gymClass.title} at ${site.brand}: a coached class every week, led by ${trainers.join(" and ")}.`,
        url: new URL(`/schedule/week?class=${gymClass.slug}`, origin).href,
        image: new URL(gymClass.image.src, origin).href,
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: gymPlace(origin, gym),
        organizer: { "@type": "ExerciseGym", name: site.brand, url: origin },
        performer: trainers.map((name) => ({ "@type": "Person", name })),
        eventSchedule: weeklySchedules(entries),
      },
    ];
  });
  return series.length > 0 ? { "@context": "https://schema.org", "@graph": series } : undefined;
}
