import type { Temporal } from "temporal-polyfill";
import { formatTimeRange } from "#app/content/clock.ts";
import { trainerPortraits } from "#app/content/trainers.ts";
import { type Weekday, weekdayName, weekdays } from "#app/content/weekdays.ts";
import { mediaLibrary } from "#app/features/media/media-content.server.ts";
import { mediaReference } from "#app/features/media/media-image.ts";
import { openingHours } from "#app/features/site/site-details.server.ts";
import { currentSchedule } from "./current-schedule.ts";
import { classPictures, inForceOn, type Schedule, trainerName, type WeeklySlot } from "./schedule.ts";
import { type ClassSession, dayLabel, sessionsBetween } from "./sessions.server.ts";

/** What the desk's timetable pages show: the week as it stands on a date, the choices of the forms. */

export interface StaffSlotView {
  id: string;
  classSlug: string;
  className: string;
  weekday: Weekday;
  start: string;
  end: string;
  time: string;
  trainer: string;
  capacity: number;
  featured: boolean;
  /** "until Monday 7 December": the slot ends, or "from …": it starts later. */
  dates: string | null;
  /** A one-off session of the week shown (not a weekly slot): its date, "Friday 4 December"; its page is the session's. */
  oneOffOn?: string;
  /** Where the card leads: the slot's page, or the one-off's change form. */
  href: string;
}

export function slotView(slot: WeeklySlot, schedule: Schedule = currentSchedule()): StaffSlotView {
  const dates = [
    slot.effectiveFrom ? `from ${dayLabel(slot.effectiveFrom)}` : "",
    slot.effectiveUntil ? `until the day before ${dayLabel(slot.effectiveUntil)}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return {
    id: slot.id,
    classSlug: slot.classSlug,
    className: schedule.classBySlug.get(slot.classSlug)?.title ?? slot.classSlug,
    weekday: slot.weekday,
    start: slot.start,
    end: slot.end,
    time: formatTimeRange(slot.start, slot.end),
    trainer: trainerName(schedule, slot.trainerId),
    capacity: slot.capacity,
    featured: slot.featured,
    dates: dates || null,
    href: `/staff/timetable/slots/${slot.id}`,
  };
}

/** A one-off session as the week grid shows it, beside the weekly slots of its day. */
function oneOffView(session: ClassSession): StaffSlotView {
  return {
    id: session.id,
    classSlug: session.classSlug,
    className: session.className,
    weekday: session.weekday,
    start: session.start,
    end: session.end,
    time: formatTimeRange(session.start, session.end),
    trainer: session.trainer,
    capacity: session.capacity,
    featured: false,
    dates: null,
    oneOffOn: dayLabel(session.localDate),
    href: `/staff/timetable/sessions?change=${encodeURIComponent(session.id)}`,
  };
}

export interface StaffWeekDay {
  weekday: Weekday;
  dayName: string;
  /** Opening hours that day ("HH:MM"), or null when closed every week. */
  opens: string | null;
  closes: string | null;
  slots: StaffSlotView[];
}

/**
 * The weekly slots in force on `on`, by day, with the one-off sessions of the seven days from
 * `on` in their day (in time order); and the slots that start later (changes already planned).
 */
export function staffWeek(on: Temporal.PlainDate, schedule: Schedule = currentSchedule()) {
  const date = on.toString();
  const oneOffs = sessionsBetween(on, on.add({ days: 6 }), schedule).filter(
    (session) => session.source.kind === "one-off",
  );
  const days: StaffWeekDay[] = weekdays.map((weekday) => {
    const hours = openingHours().find((line) => line.days.includes(weekday));
    return {
      weekday,
      dayName: weekdayName(weekday),
      opens: hours?.opens ?? null,
      closes: hours?.closes ?? null,
      slots: [
        ...schedule.slotsByWeekday[weekday]
          .filter((slot) => inForceOn(slot, date))
          .map((slot) => slotView(slot, schedule)),
        ...oneOffs.filter((session) => session.weekday === weekday).map(oneOffView),
      ].sort((a, b) => a.start.localeCompare(b.start)),
    };
  });
  const planned = schedule.slots
    .filter((slot) => slot.effectiveFrom !== null && slot.effectiveFrom > date)
    .sort((a, b) => (a.effectiveFrom ?? "").localeCompare(b.effectiveFrom ?? ""))
    .map((slot) => slotView(slot, schedule));
  return { days, planned };
}

/** The one-off sessions and the covered sessions from today for four weeks. */
export function datedChanges(today: Temporal.PlainDate, schedule: Schedule = currentSchedule()) {
  const sessions = sessionsBetween(today, today.add({ days: 27 }), schedule);
  const line = (session: (typeof sessions)[number]) => ({
    sessionId: session.id,
    label: `${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`,
    className: session.className,
    trainer: session.trainer,
  });
  return {
    oneOffs: sessions.filter((session) => session.source.kind === "one-off").map(line),
    covered: sessions.filter((session) => schedule.coverBySession.has(session.id)).map(line),
    /** Every session of the next two weeks, for the cover form's choice. */
    coverable: sessions
      .filter((session) => session.localDate <= today.add({ days: 13 }).toString() && !session.closure)
      .map(line),
  };
}

/** The choices of the forms: the classes and trainers there are (active ones), the pictures and portraits. */
export function formChoices(schedule: Schedule = currentSchedule()) {
  return {
    classes: schedule.classes
      .filter((gymClass) => !gymClass.retired)
      .map((gymClass) => ({
        value: gymClass.slug,
        label: gymClass.title,
        trainerId: gymClass.trainerId,
        capacity: gymClass.capacity,
      })),
    trainers: schedule.trainers
      .filter((trainer) => !trainer.retired)
      .map((trainer) => ({ value: trainer.id, label: trainer.name })),
    pictures: [
      ...classPictures().map((picture) => ({
        value: picture.name,
        label: `${picture.name.replaceAll("-", " ")} (${picture.subject})`,
      })),
      ...uploadedChoices(),
    ],
  };
}

/** The pictures staff uploaded (decision 0201), newest first, as a choice: "Upload: two boxers sparring". */
export function uploadedChoices(): { value: string; label: string }[] {
  return mediaLibrary().pictures.map((picture) => ({
    value: mediaReference(picture.id),
    label: `Upload: ${picture.alt}`,
  }));
}

/** A trainer's portraits: the ones the site ships, then the uploads. */
export function portraitChoices(): { value: string; label: string }[] {
  return [
    ...trainerPortraits.map((portrait) => ({ value: portrait, label: portrait.replaceAll("-", " ") })),
    ...uploadedChoices(),
  ];
}

export type FormChoices = ReturnType<typeof formChoices>;
